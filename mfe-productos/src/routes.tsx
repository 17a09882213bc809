// Módulo expuesto './routes': las rutas relativas de Productos que el shell monta en la raíz.
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { RequiereActualizacion, RequiereSesion } from '@fondo/shared';
import { PaginaInicio } from './features/inicio/pagina-inicio';
import { PaginaAhorro } from './features/ahorro/pagina-ahorro';
import { PaginaCredito } from './features/credito/pagina-credito';
import { PaginaCertificaciones } from './features/certificaciones/pagina-certificaciones';

function ConSesion(): ReactElement {
  return (
    <RequiereSesion>
      <Outlet />
    </RequiereSesion>
  );
}

export default function RutasProductos(): ReactElement {
  return (
    <Routes>
      <Route element={<ConSesion />}>
        {/* /inicio no está sujeta a la regla de actualización de datos */}
        <Route path="inicio" element={<PaginaInicio />} />
        <Route
          path="ahorro"
          element={
            <RequiereActualizacion exento="superadmin">
              <PaginaAhorro />
            </RequiereActualizacion>
          }
        />
        <Route
          path="credito"
          element={
            <RequiereActualizacion exento="superadmin">
              <PaginaCredito />
            </RequiereActualizacion>
          }
        />
        <Route
          path="certificaciones"
          element={
            <RequiereActualizacion exento="superadmin-o-impersonando">
              <PaginaCertificaciones />
            </RequiereActualizacion>
          }
        />
      </Route>
    </Routes>
  );
}
