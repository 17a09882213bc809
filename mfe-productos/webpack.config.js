import { configurarApp } from '@fondo/shared/webpack/federacion.js';

// Remoto mfe_productos: expone './routes' (rutas relativas inicio, ahorro, credito, certificaciones).
export default configurarApp({
  nombre: 'mfe_productos',
  dir: import.meta.dirname,
  puerto: 8302,
  expone: { './routes': './src/routes.tsx' },
  titulo: 'Productos · Fondo (desarrollo)',
});
