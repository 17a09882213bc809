// El manual del administrador (solo superadmin: la API lo sirve en /api/manuales/administrador).
import type { Manual } from './pdf';

export const ADMINISTRADOR: Manual = {
  archivo: 'manual-administrador.pdf',
  titulo: 'Manual del administrador',
  subtitulo: 'Portal de afiliados · funciones del rol superadmin',
  secciones: [
    {
      titulo: 'El rol de administrador',
      bloques: [
        {
          p: 'Los administradores son afiliados con el rol superadmin. Además de todo lo que ve un afiliado, tienen en la barra el menú Admin con Afiliados, Aportes, Créditos, Solicitudes de crédito y Tipos de crédito. Este manual describe esas funciones; las funciones de afiliado están en el Manual de usuario.',
        },
        {
          nota: 'El administrador no está sujeto a la regla de actualización obligatoria de datos y puede consultar cualquier módulo aunque no haya actualizado los suyos.',
        },
      ],
    },
    {
      titulo: 'Afiliados',
      bloques: [
        {
          p: 'Admin → Afiliados muestra a todos los afiliados con foto, apellidos, nombres, documento, correo, fecha de afiliación, última actualización y fecha de retiro. Puede filtrar por texto (apellidos, nombres o documento) y por actualización: Todos, Actualizados o Sin Actualizar.',
        },
        {
          lista: [
            'Crear: abre «Crear Afiliado». Nombres, apellidos, documento, tipo de documento y correo son obligatorios.',
            'Editar: abre «Editar Afiliado» con los datos básicos.',
            'Formulario: abre el formulario completo de actualización de ese afiliado; el administrador puede editarlo aunque ya se haya enviado y puede Guardar borrador sin completar todos los campos.',
            'Descargar formulario: el formulario de actualización en PDF.',
            'Abrir aplicación: abre el portal como ese afiliado en una pestaña nueva (suplantación). El enlace dura 2 minutos y queda registrado en la auditoría.',
            'Enviar bienvenida: envía al afiliado el mensaje de bienvenida con el enlace para crear su clave.',
            'Eliminar: pide confirmación antes de borrar.',
            'Descargar: exporta la lista a una hoja de cálculo .xlsx.',
          ],
        },
      ],
    },
    {
      titulo: 'Importaciones',
      bloques: [
        {
          p: 'El botón de importar de Afiliados abre una ventana donde se elige el tipo de archivo, la fila donde empiezan los datos y el archivo .xlsx. El resultado muestra cuántos registros se crearon, actualizaron y rechazaron, y la lista de errores con el número de fila y el motivo. Cada importación se hace completa o no se hace: si algo falla, no queda a medias.',
        },
        {
          tabla: {
            columnas: ['Tipo', 'Primera fila', 'Columnas (en orden)'],
            anchos: [0.16, 0.2, 0.64],
            filas: [
              [
                'afiliados',
                '2 (fila 1: encabezados)',
                'documento, documento_tipo, nombres, apellidos, email, tipo_afiliado, telefono, afiliacion (fecha), retiro (fecha, opcional). Crea o actualiza por documento; los nuevos deben cambiar la clave al entrar.',
              ],
              [
                'afiliacion',
                '4',
                'documento, salario, ahorro_permanente, ahorro_programado, cuota_afiliacion, lugar_trabajo, tipo_contrato, cargo, ingreso (fecha). Solo actualiza afiliados existentes.',
              ],
              [
                'aportes',
                '5 (celda B2: fecha del corte)',
                "Hoja 'Aportes': documento, nombre, tipo de aporte, total, cuota. Hoja opcional 'Créditos': documento, nombre, tipo de crédito, número, valor crédito, saldo, cuota, cuotas, cuotas pagadas, cuotas pendientes, desembolso, inicio descuento, terminación, tasa (mensual, como fracción), estado, descuento prima (SI/NO), descuento ahorro (SI/NO).",
              ],
            ],
          },
        },
        {
          nota: 'Volver a importar un corte reemplaza los aportes y créditos de ese corte. Si el servidor no da detalle del problema, la ventana muestra «Error en la petición.».',
        },
      ],
    },
    {
      titulo: 'Aportes y créditos por corte',
      bloques: [
        {
          p: 'Admin → Aportes y Admin → Créditos muestran la información de un corte. Al entrar queda elegido el corte más reciente; puede cambiarlo en la lista de cortes, filtrar por texto y ver el número de registros y la fila de totales.',
        },
        { lista: ['Aportes: nombre, documento, tipo y total.', 'Créditos: además, valor del crédito y saldo.'] },
      ],
    },
    {
      titulo: 'Solicitudes de crédito',
      bloques: [
        {
          p: 'Admin → Solicitudes de crédito muestra las solicitudes de todos los afiliados, con el filtro en Pendientes al entrar. Puede filtrar por estado y por nombre, abrir una solicitud o eliminarla.',
        },
        {
          p: 'Al abrir una solicitud verá todos los datos y documentos en modo de lectura, la fecha y el nombre del afiliado. El administrador puede cambiar el Estado (PENDIENTE, APROBADA, NO APROBADA) y escribir Observaciones, y luego pulsar Guardar Solicitud. Queda registrado quién la revisó y cuándo.',
        },
      ],
    },
    {
      titulo: 'Tipos de crédito',
      bloques: [
        {
          p: 'Admin → Tipos de crédito lista los tipos con Nombre, Tasa (en porcentaje), Activo (SI/NO) y Simulador (SI/NO), con un filtro de texto y el conteo.',
        },
        {
          lista: [
            'Crear o editar abre una ventana con nombre, descripción, tasa mensual (paso de 0,01), plazo mínimo, plazo máximo, periodicidad y las marcas Activo y Simulador. Nombre y tasa son obligatorios.',
            'Solo los tipos activos se ofrecen en las solicitudes; solo los marcados para simulador aparecen en el simulador.',
            'Eliminar pide confirmación: «¿Desea eliminar al tipo de crédito …?». Si el tipo está en uso, el portal muestra el motivo y no lo elimina.',
          ],
        },
      ],
    },
    {
      titulo: 'Mensajes',
      bloques: [
        {
          p: 'En Contáctenos el administrador ve los mensajes de todos los afiliados, con su foto y nombre, filtrados al entrar por los abiertos. Al responder un mensaje, el estado queda por defecto en Cerrado; puede dejarlo Abierto si la conversación sigue.',
        },
        {
          p: 'Importar desde correo trae los mensajes que los afiliados enviaron al buzón del fondo y los agrega a la lista.',
        },
      ],
    },
    {
      titulo: 'Buenas prácticas de seguridad',
      bloques: [
        {
          lista: [
            'Use la suplantación (Abrir aplicación) solo para ayudar al afiliado; queda registrada.',
            'No comparta su clave; cámbiela periódicamente desde Cambiar clave.',
            'Cierre la sesión con Salir al terminar, sobre todo en equipos compartidos.',
            'Revise los errores de cada importación antes de dar por cargado un corte.',
          ],
        },
      ],
    },
  ],
};
