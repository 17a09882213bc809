// Tabla de prueba con la forma de `rutas` de @fondo/contrato (y sus tipos), para las pruebas del cliente.
export const tabla = {
  afiliados: {
    resumen: { metodo: 'GET', ruta: '/afiliados/:id/resumen', acceso: 'sesion' },
    certificado: { metodo: 'GET', ruta: '/afiliados/:id/certificado', acceso: 'sesion', binario: true },
  },
  solicitudes: {
    listarMias: { metodo: 'GET', ruta: '/afiliados/me/solicitudes-credito', acceso: 'sesion' },
    radicar: { metodo: 'POST', ruta: '/afiliados/me/solicitar-credito', acceso: 'sesion' },
    eliminar: { metodo: 'DELETE', ruta: '/solicitudes-credito/:id', acceso: 'sesion' },
  },
  admin: { importar: { metodo: 'POST', ruta: '/admin/importar', acceso: 'superadmin' } },
} as const;

export interface TiposPrueba {
  afiliados: {
    resumen: { peticion: { params: { id: number | 'me' } }; respuesta: { aportes: number } };
    certificado: { peticion: { params: { id: number | 'me' }; consulta: { tipo: string } }; respuesta: never };
  };
  solicitudes: {
    listarMias: { peticion: { consulta?: { pagina?: number; texto?: string } }; respuesta: { total: number } };
    radicar: { peticion: { cuerpo: { monto: number } }; respuesta: { id: number } };
    eliminar: { peticion: { params: { id: number } }; respuesta: void };
  };
  admin: { importar: { peticion: object; respuesta: { mensaje: string } } };
}
