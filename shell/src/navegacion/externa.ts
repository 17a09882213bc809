/** Sale del portal (sitio del colegio, host permitido). Aparte para poder sustituirla en pruebas. */
export function irAExterno(url: string): void {
  window.location.assign(url);
}
