/** The storefront's icon: a green basket mark. */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#16a34a"/><path d="M14 26h36l-4 24H18z" fill="#fff"/><path d="M22 26l8-12M42 26l-8-12" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`;
