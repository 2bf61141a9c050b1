export default function DonatePage() {
  return <h1>Doação</h1>;
}
