/** Placeholder until the console views land. */
export function ConsoleApp() {
  return <main>Portico console</main>
}
