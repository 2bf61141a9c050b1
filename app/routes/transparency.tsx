export default function TransparencyPage() {
  return <h1>Transparência</h1>;
}
