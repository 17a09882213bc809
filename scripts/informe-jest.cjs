// Reportero de jest para CI: con PRUEBAS_INFORME, escribe en PRUEBAS_INFORME/jest.json cuántas pruebas
// pasaron, fallaron y se omitieron en cada proyecto (displayName), para la tabla de pruebas por tipo, y los
// archivos más lentos (segundos de cada uno, para saber dónde se va el tiempo de CI).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class InformeJest {
  onRunComplete(_contextos, resultados) {
    const carpeta = process.env.PRUEBAS_INFORME;
    if (!carpeta) return;
    const porProyecto = {};
    for (const archivo of resultados.testResults) {
      const nombre = archivo.displayName?.name ?? 'sin-nombre';
      const p = (porProyecto[nombre] ??= { pasaron: 0, fallaron: 0, omitidas: 0 });
      p.pasaron += archivo.numPassingTests;
      p.fallaron += archivo.numFailingTests;
      p.omitidas += archivo.numPendingTests + archivo.numTodoTests;
    }
    const lentos = resultados.testResults
      .map((a) => ({
        archivo: a.testFilePath.slice(process.cwd().length + 1),
        proyecto: a.displayName?.name ?? 'sin-nombre',
        segundos: Math.round((a.perfStats.end - a.perfStats.start) / 100) / 10,
      }))
      .sort((a, b) => b.segundos - a.segundos)
      .slice(0, 20);
    mkdirSync(carpeta, { recursive: true });
    writeFileSync(join(carpeta, 'jest.json'), `${JSON.stringify(porProyecto, null, 2)}\n`);
    writeFileSync(join(carpeta, 'jest-lentos.json'), `${JSON.stringify(lentos, null, 2)}\n`);
  }
}
module.exports = InformeJest;
