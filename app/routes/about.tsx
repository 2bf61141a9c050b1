export default function AboutPage() {
  return <h1>Quem somos</h1>;
}
