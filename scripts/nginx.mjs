// Where the deployment test finds nginx and its brotli_static module: Debian's packages `nginx`
// and `libnginx-mod-http-brotli-static`, or the paths NGINX_PATH and NGINX_BROTLI_MODULE name.

/** The nginx executable. */
export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The dynamic module that serves the build's precompressed `.br` files. */
export const brotliModulePath =
  process.env.NGINX_BROTLI_MODULE ??
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
