// The donors page: the donors and the classes, read live from the fund's two sheets. React, then
// the page's own code, are evaluated each in a task of its own, so that neither holds the main
// thread long enough to delay a tap.
await import("react-dom/client");
await new Promise((nextTask) => setTimeout(nextTask));
const { mountDonors } = await import("./donors-app");
mountDonors();

export {};
