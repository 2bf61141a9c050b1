export default function PartnersPage() {
  return <h1>Parceiros</h1>;
}
