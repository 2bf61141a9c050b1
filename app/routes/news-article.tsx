export default function NewsArticlePage() {
  return <h1>Notícia</h1>;
}
