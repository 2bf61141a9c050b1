export default function NewsPage() {
  return <h1>Notícias</h1>;
}
