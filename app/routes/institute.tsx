export default function OInstitutePage() {
  return <h1>O ITA</h1>;
}
