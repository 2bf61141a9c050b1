export default function DonorsPage() {
  return <p>Carregando dados dos doadores...</p>;
}
