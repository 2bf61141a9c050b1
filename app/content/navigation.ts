import { site } from "./site";

export type { NavItem } from "./source/schema";

/** The top bar's links, in order (content/pt-BR/site.yml). 'Doar' is the call to action beside them. */
export const { navigation, donateLink } = site;
