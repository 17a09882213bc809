// Matriz de autorización de todas las rutas de Productos (invitado 401, token inválido 401,
// afiliado sobre otro 403, afiliado sobre lo suyo y superadmin permitidos).
import { matrizDeAutorizacion } from '../../test/matriz-autorizacion.js';

matrizDeAutorizacion([
  { metodo: 'GET', url: '/api/afiliados/:id/resumen', acceso: 'sesion', estadoPermitido: 200 },
  { metodo: 'GET', url: '/api/afiliados/:id/aportes', acceso: 'sesion', estadoPermitido: 200 },
  { metodo: 'GET', url: '/api/afiliados/:id/aportes/historial', acceso: 'sesion', estadoPermitido: 200 },
  { metodo: 'GET', url: '/api/afiliados/:id/creditos', acceso: 'sesion', estadoPermitido: 200 },
  { metodo: 'GET', url: '/api/afiliados/:id/certificados', acceso: 'sesion', estadoPermitido: 200 },
  { metodo: 'GET', url: '/api/afiliados/:id/certificado?tipo_certificado=afiliacion', acceso: 'sesion', estadoPermitido: 200 },
]);
