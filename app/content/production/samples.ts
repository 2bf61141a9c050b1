// The sample values the repository's content ships with, so that the site builds, runs and is
// tested before the fund fills in its own data, and that must never be published
// (`npm run check:production`). This list is the one place they are marked: a sample value
// added to content/ is added here too, and the check's tests hold the content to it. Other
// samples are recognised by their form: addresses on the reserved .example domain (RFC 2606),
// phone numbers of zeros, numbers of zeros only (an EIN, an account), and documents whose text
// says SAMPLE_DOCUMENT_MARK.

/** A value of content/ that is a sample, and what it is, as the check names it. */
type SampleValue = { value: string; what: string; sameDigits?: boolean };

export const SAMPLE_VALUES: readonly SampleValue[] = [
  {
    value: "12.345.678/0001-95",
    what: "o CNPJ de exemplo da documentação",
    // As a Pix key it may be written without punctuation.
    sameDigits: true,
  },
  { value: "Banco Exemplo S.A. (000)", what: "o banco de exemplo" },
  { value: "12345-6", what: "a conta bancária de exemplo" },
  { value: "Rua Exemplo, 100, sala 12", what: "o endereço de exemplo" },
  { value: "Jardim Exemplo", what: "o bairro de exemplo" },
  {
    value: "https://www.linkedin.com/company/endowment-ita-exemplo",
    what: "a página de exemplo do LinkedIn",
  },
  { value: "Horizon Bridge Foundation", what: "a fundação parceira de exemplo" },
  {
    value: "1200 Example Avenue, Suite 300, Wilmington, DE 19801, Estados Unidos",
    what: "o endereço de exemplo da fundação parceira",
  },
  { value: "EXBRBRSPXXX", what: "o código SWIFT de exemplo" },
  { value: "Example Bank of New York", what: "o banco intermediário de exemplo" },
  { value: "EXBKUS33XXX", what: "o código SWIFT de exemplo" },
];

/** The words the sample documents under public/documents/ carry on their pages. */
export const SAMPLE_DOCUMENT_MARK = "Documento de exemplo";

const digits = (text: string) => text.replace(/\D/g, "");

/** A phone number written alone, or a WhatsApp link to one (https://wa.me/5512900000000). */
const PHONE = /^(?:https:\/\/wa\.me\/|\+|\()[\d\s().-]{8,}$/;

/** A number of zeros only, in any grouping: "00-0000000", "000-000000-000". */
const isZeros = (value: string) => /^[0\s./-]+$/.test(value) && digits(value).length >= 5;

/**
 * A phone with its area code (ten digits or more, so never a CEP) whose number after the area
 * code is one digit then zeros, or one digit repeated (9999-9999).
 */
function isPlaceholderPhone(value: string): boolean {
  if (!PHONE.test(value.trim()) || digits(value).length < 10) return false;
  const local = digits(value).slice(-8);
  return /^\d0{7}$/.test(local) || /^(\d)\1{7}$/.test(local);
}

/** Whether a whole value is an e-mail address or a web address on the .example domain. */
function exampleDomain(value: string): "e-mail" | "endereço" | undefined {
  const text = value.trim();
  if (/^[^\s@]+@[^\s@]+\.example$/i.test(text)) return "e-mail";
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return undefined;
  return new URL(text).hostname.endsWith(".example") ? "endereço" : undefined;
}

/** What sample a value of the content is ("o CNPJ de exemplo da documentação"), or undefined. */
export function sampleKind(value: string): string | undefined {
  const known = SAMPLE_VALUES.find((sample) =>
    sample.sameDigits
      ? digits(value) === digits(sample.value) && digits(value).length > 0
      : value.trim() === sample.value,
  );
  if (known) return known.what;
  const domain = exampleDomain(value);
  if (domain === "e-mail") return "um e-mail de exemplo (domínio .example)";
  if (domain === "endereço") return "um endereço de exemplo (domínio .example)";
  if (isPlaceholderPhone(value)) return "um telefone de exemplo";
  if (isZeros(value)) return "um número de exemplo (só zeros)";
  return undefined;
}

/** Whether SITE_URL is no public address: unset (the default is local) or on this computer. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  if (!URL.canParse(siteUrl)) return true;
  const { hostname } = new URL(siteUrl);
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    /^127\./.test(hostname) ||
    hostname === "0.0.0.0"
  );
}
