// Más de 300 líneas: una prueba por regla de la pantalla de SPEC 2.12 (pestañas, requeridos, envío, solo
// lectura, superadmin, autorización de datos) sobre la misma ficha simulada; partirla repetiría la simulación.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSesion } from '@fondo/runtime';
import {
  CAMPOS_AFILIADO_REQUERIDOS,
  ETIQUETAS_AFILIADO,
  SECCIONES_ACTUALIZACION,
  faltantesActualizacion,
  type Afiliado,
  type CuerpoActualizacion,
  type Familiar,
  type RespuestaAfiliado,
  type RespuestaGuardarAfiliado,
} from '@fondo/contrato';
import { simular, usarServidor } from '@fondo/testing/red';
import type { IdFicha } from '../../api/actualizacion';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { AYUDA_FOTO, FALTA_FOTO } from './encabezado-ficha';

// La red simulada: GET y POST /api/afiliados/:id (los mocks reciben el id, 'me' o un número, y el cuerpo),
// el texto de la autorización de datos y las imágenes guardadas.
usarServidor();
type Respuesta<R> = R | Promise<R> | Response;
const fichaMock = jest.fn<Respuesta<RespuestaAfiliado>, [IdFicha]>();
const guardarMock = jest.fn<Respuesta<RespuestaGuardarAfiliado>, [IdFicha, CuerpoActualizacion]>();
const idDe = (id: string | undefined): IdFicha => (id === 'me' ? 'me' : Number(id));
const TEXTO_AUTORIZACION = 'Autorizo al fondo a tratar mis datos personales (Ley 1581 de 2012).';

/** Un afiliado con todo lo requerido lleno y sin actualizar. */
function afiliado(o: Partial<Afiliado> = {}): Afiliado {
  return {
    id_afiliado: 7,
    nombres: 'Ana María',
    apellidos: 'Pérez Gómez',
    foto: 3,
    documento: '52123456',
    documento_tipo: 'CC',
    documento_lugar: 'Bogotá',
    documento_expedicion: '2005-01-10',
    email: 'ana@correo.co',
    tipo_afiliado: 'Docente',
    telefono: '3001234567',
    telefono_fijo: '6011234567',
    direccion: 'Calle 1 # 2-3',
    fecha_nacimiento: '1985-05-05',
    lugar_nacimiento: 'Tunja',
    genero: 'Femenino',
    estado_civil: 'Casado',
    hijos: 2,
    nivel_estudios: 'Maestría',
    area_estudio: 'Matemáticas',
    afiliacion: '2010-02-01',
    ingreso: '2009-08-01',
    cargo: 'Docente de aula',
    lugar_trabajo: 'Sede 170',
    tipo_contrato: 'Indefinido',
    salario: 3_000_000,
    ahorro_permanente: 200_000,
    ahorro_programado: 50_000,
    tipo_vivienda: 'Propia',
    vehiculo: null,
    otro: null,
    autorizado_nombre: 'Luis Pérez',
    autorizado_documento: '80111222',
    autorizado_direccion: 'Calle 4',
    autorizado_telefono: '3109876543',
    firma: 5,
    retiro: null,
    cuota_afiliacion: 20_000,
    ultima_actualizacion: null,
    autorizacion_datos: null,
    ultimo_login: null,
    cambio_password: false,
    superadmin: false,
    ...o,
  };
}

function familiares(filas: Partial<Familiar>[] = []): Familiar[] {
  return Array.from({ length: 6 }, (_, i) => ({
    id_familiar: null,
    id_afiliado: 7,
    nombre: null,
    parentesco: null,
    ocupacion: null,
    fecha_nacimiento: null,
    guid: null,
    ...filas[i],
  }));
}

function ficha(o: Partial<Afiliado> = {}, filas: Partial<Familiar>[] = []): RespuestaAfiliado {
  return { afiliado: afiliado(o), familiares: familiares(filas) };
}

/** Un afiliado recién creado: solo nombres, apellidos y documento. */
const CASI_VACIO: Partial<Afiliado> = {
  foto: null,
  documento_tipo: null,
  documento_lugar: null,
  documento_expedicion: null,
  email: null,
  tipo_afiliado: null,
  telefono: null,
  telefono_fijo: null,
  direccion: null,
  fecha_nacimiento: null,
  lugar_nacimiento: null,
  genero: null,
  estado_civil: null,
  hijos: null,
  nivel_estudios: null,
  area_estudio: null,
  afiliacion: null,
  ingreso: null,
  cargo: null,
  lugar_trabajo: null,
  tipo_contrato: null,
  salario: null,
  ahorro_permanente: null,
  ahorro_programado: null,
  tipo_vivienda: null,
  autorizado_nombre: null,
  autorizado_documento: null,
  autorizado_direccion: null,
  autorizado_telefono: null,
  firma: null,
  cuota_afiliacion: null,
};

beforeEach(() => {
  conSesion({ actualizado: false, usuario: { ultima_actualizacion: null } });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:imagen'), revokeObjectURL: jest.fn() });
  simular('actualizacion', 'autorizacionDatos', {
    texto: TEXTO_AUTORIZACION,
    politica_url: 'https://fondo.example.com/politica',
  });
  simular('actualizacion', 'ficha').mockImplementation(({ params }) => fichaMock(idDe(params.id)));
  simular('actualizacion', 'guardar').mockImplementation(({ params, cuerpo }) => guardarMock(idDe(params.id), cuerpo!));
  // la foto y la firma guardadas no llegan (se ve el marcador)
  simular('archivos', 'leer').mockImplementation(() => new Promise<Response>(() => undefined));
});

// Las consultas por texto y etiqueta (no por rol): el formulario entero está en el DOM y recorrer su
// árbol de accesibilidad es lento; las pestañas ocultas tampoco exponen sus botones por rol.
/**
 * La ficha con sus siete pestañas montadas: la abierta se dibuja primero y las demás justo después
 * (pestanas-ficha.tsx); las pruebas leen campos de cualquiera.
 */
async function renderizarFicha(ruta: string): Promise<void> {
  renderizarRuta(ruta);
  expect(await screen.findAllByText(/^Familiar \d$/)).toHaveLength(6);
}

async function listaFaltantes(): Promise<string[]> {
  const lista = await screen.findByLabelText('Campos faltantes');
  return Array.from(lista.querySelectorAll('li')).map((li) => li.textContent ?? '');
}

function boton(nombre: string): HTMLButtonElement {
  const b = screen.getByText(nombre).closest('button');
  if (!b) throw new Error(`sin botón ${nombre}`);
  return b;
}

/** Abre la pestaña Finalizar (donde están los botones) y pulsa uno. */
async function pulsarEnFinalizar(nombre: string): Promise<void> {
  await userEvent.click(await screen.findByText('Finalizar'));
  await userEvent.click(boton(nombre));
}

/** Marca la casilla de la autorización de tratamiento de datos. */
async function aceptarAutorizacion(): Promise<void> {
  await userEvent.click(await screen.findByLabelText(/^Acepto la autorización de tratamiento/));
}

/** La pestaña abierta. */
function pestanaActiva(): string {
  return document.querySelector('[role=tab][aria-selected=true]')?.textContent ?? '';
}

/** Un botón del panel de la pestaña abierta ('Siguiente', 'Anterior'). */
function botonDelPanel(nombre: string): HTMLButtonElement {
  const panel = document.querySelector<HTMLElement>('[role=tabpanel][aria-hidden=false]')!;
  return within(panel).getByText(nombre).closest('button')!;
}

/** La etiqueta de la pestaña con su marca: cuántos faltan (0 sin marca). */
function faltanEnPestana(titulo: string): number {
  const tab = Array.from(document.querySelectorAll('[role=tab]')).find((t) => t.textContent?.startsWith(titulo));
  return Number(tab?.querySelector('[data-faltan]')?.getAttribute('data-faltan') ?? 0);
}

function filaFamiliar(n: number): HTMLElement {
  return screen.getByText(`Familiar ${n}`).closest<HTMLElement>('.ant-card')!;
}

test('las siete pestañas de SPEC 2.12 y el grupo familiar con exactamente 6 filas', async () => {
  fichaMock.mockResolvedValue(
    ficha({}, [
      { id_familiar: 1, nombre: 'Juan', parentesco: 'Hijo', ocupacion: 'Estudiante', fecha_nacimiento: '2012-03-04' },
    ]),
  );
  await renderizarFicha('/actualizacion');
  await screen.findByText('Afiliación');
  expect(Array.from(document.querySelectorAll('[role=tab]')).map((t) => t.textContent)).toEqual([
    'Afiliación',
    'Datos Personales',
    'Datos Laborales',
    'Datos Económicos',
    'Grupo familiar',
    'Autorizaciones',
    'Finalizar',
  ]);
  expect(fichaMock).toHaveBeenCalledWith('me');
  expect(screen.getAllByText(/^Familiar \d$/).map((t) => t.textContent)).toEqual([
    'Familiar 1',
    'Familiar 2',
    'Familiar 3',
    'Familiar 4',
    'Familiar 5',
    'Familiar 6',
  ]);
  expect(within(filaFamiliar(1)).getByLabelText('Nombre')).toHaveValue('Juan');
  expect(within(filaFamiliar(1)).getByLabelText('Fecha de nacimiento')).toHaveValue('04/03/2012');
  expect(within(filaFamiliar(6)).getByLabelText('Nombre')).toHaveValue('');
});

test('al enviar con campos vacíos lista cada faltante por su etiqueta y no llama a la API', async () => {
  fichaMock.mockResolvedValue(ficha(CASI_VACIO));
  await renderizarFicha('/actualizacion');
  await pulsarEnFinalizar('Finalizar y Enviar');
  expect(
    screen.getByText('Por favor, complete todos los campos requeridos en los datos del afiliado:'),
  ).toBeInTheDocument();
  const faltan = (await listaFaltantes()).join(' | ');
  for (const etiqueta of ['Foto', 'Tipo de documento', 'Tipo de afiliado', 'Salario', 'Firma y huella', 'Cargo']) {
    expect(faltan).toContain(etiqueta);
  }
  expect(faltan).toContain('Autorizaciones (5): ');
  expect(faltan).not.toContain('Nombres');
  expect(faltan).not.toContain('Vehículo');
  expect(guardarMock).not.toHaveBeenCalled();
});

test("un vehículo a medias da 'Vehículo incompleto'; un familiar con nombre pide el resto", async () => {
  fichaMock.mockResolvedValue(ficha({ vehiculo: 'Mazda\t3\t\t' }, [{ nombre: 'Juan' }]));
  await renderizarFicha('/actualizacion');
  await pulsarEnFinalizar('Finalizar y Enviar');
  expect(await listaFaltantes()).toEqual([
    'Datos Económicos (1): Vehículo incompleto',
    'Grupo familiar (3): Familiar 1: Parentesco, Familiar 1: Ocupación, Familiar 1: Fecha de nacimiento',
    'Autorizaciones (1): Autorización de tratamiento de datos personales',
  ]);
  // las partes vacías del vehículo y los datos del familiar, en rojo con su mensaje
  expect(screen.getAllByText('Vehículo incompleto').length).toBeGreaterThanOrEqual(2);
  expect(within(filaFamiliar(1)).getAllByText('Este campo es requerido')).toHaveLength(3);
  expect(screen.getByLabelText('Marca')).toHaveValue('Mazda');
  expect(screen.getByLabelText('Línea')).toHaveValue('3');
  expect(guardarMock).not.toHaveBeenCalled();
});

test('los campos de solo dígitos descartan lo demás', async () => {
  fichaMock.mockResolvedValue(ficha({ ...CASI_VACIO }));
  await renderizarFicha('/actualizacion');
  const salario = await screen.findByLabelText('Salario');
  await userEvent.type(salario, '2a.5b00,000');
  // el dinero se ve con separador de miles (SPEC 9); se guardan solo los dígitos
  expect(salario).toHaveValue('2,500,000');
  await userEvent.type(screen.getByLabelText('Documento'), 'x9');
  expect(screen.getByLabelText('Documento')).toHaveValue('521234569');
});

test('Afiliación: la cuota anual del salario escrito y el aviso del ahorro permanente fuera del 5%-10%', async () => {
  fichaMock.mockResolvedValue(ficha({ ...CASI_VACIO }));
  await renderizarFicha('/actualizacion');
  await userEvent.type(await screen.findByLabelText('Salario'), '3000000');
  expect(await screen.findByText(/la cuota anual de afiliación es \$20,000\.00/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Ahorro permanente'), '100000');
  expect(
    await screen.findByText(/El ahorro permanente debe estar entre \$150,000\.00 y \$300,000\.00/),
  ).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Ahorro permanente'));
  await userEvent.type(screen.getByLabelText('Ahorro permanente'), '200000');
  await waitFor(() => expect(screen.queryByText(/El ahorro permanente debe estar entre/)).not.toBeInTheDocument());
});

test('envío completo: guarda, actualiza la sesión y deja el formulario de solo lectura', async () => {
  fichaMock.mockResolvedValue(
    ficha({}, [
      { id_familiar: 1, nombre: 'Juan', parentesco: 'Hijo', ocupacion: 'Estudiante', fecha_nacimiento: '2012-03-04' },
    ]),
  );
  const guardado = ficha({ nombres: 'Ana', foto: 3, ultima_actualizacion: '2026-11-22' });
  guardarMock.mockResolvedValue({
    mensaje: 'Datos guardados exitosamente',
    ...guardado,
    sesion: {
      usuario: {
        id_afiliado: 7,
        nombres: 'Ana',
        apellidos: 'Pérez Gómez',
        foto: 3,
        ultima_actualizacion: '2026-11-22',
      },
      actualizacion_datos: 'ok',
    },
  } satisfies RespuestaGuardarAfiliado);
  await renderizarFicha('/actualizacion/7');
  await aceptarAutorizacion();
  await pulsarEnFinalizar('Finalizar y Enviar');
  expect(await screen.findByText('Datos guardados exitosamente')).toBeInTheDocument();
  expect(guardarMock).toHaveBeenCalledWith(
    'me',
    expect.objectContaining<Record<string, unknown>>({
      afiliado: expect.objectContaining({ salario: '3000000', hijos: 2, foto: 3, firma: 5, vehiculo: null }),
      familiares: [
        { id_familiar: 1, nombre: 'Juan', parentesco: 'Hijo', ocupacion: 'Estudiante', fecha_nacimiento: '2012-03-04' },
      ],
    }),
  );
  expect(guardarMock.mock.calls[0]![1]).not.toHaveProperty('borrador');
  expect(guardarMock.mock.calls[0]![1]).toHaveProperty('autorizacion_datos', true);
  expect(useSesion.getState().actualizacion_datos).toBe('ok');
  expect(useSesion.getState().usuario).toMatchObject({ nombres: 'Ana', foto: 3, ultima_actualizacion: '2026-11-22' });
  await waitFor(() => expect(screen.getByLabelText('Cargo')).toBeDisabled());
  expect(screen.getByLabelText('Tipo de documento')).toBeDisabled();
  expect(screen.queryByText('Finalizar y Enviar')).not.toBeInTheDocument();
  // la confirmación: fecha, PDF y Contáctenos
  expect(screen.getByText('Sus datos fueron enviados al fondo')).toBeInTheDocument();
  expect(screen.getByText('Enviado el 22/11/26')).toBeInTheDocument();
  expect(boton('Descargar formulario (PDF)')).toBeEnabled();
  expect(screen.getByText('Contáctenos').closest('a')).toHaveAttribute('href', '/mensajes');
});

test('un afiliado que ya actualizó ve la confirmación (fecha, PDF, Contáctenos) y su ficha de solo lectura', async () => {
  fichaMock.mockResolvedValue(
    ficha({ ultima_actualizacion: '2026-01-15', autorizacion_datos: '2026-01-15T10:00:00Z', salario: 10_444_000 }),
  );
  await renderizarFicha('/actualizacion?desde=%2Fsimulador');
  expect(await screen.findByText('Sus datos fueron enviados al fondo')).toBeInTheDocument();
  expect(screen.getByText('Enviado el 15/01/26')).toBeInTheDocument();
  expect(
    screen.getByText(/Sus datos ya fueron actualizados; para cambiarlos comuníquese con el fondo/),
  ).toBeInTheDocument();
  expect(screen.getByText('Contáctenos').closest('a')).toHaveAttribute('href', '/mensajes');
  expect(boton('Descargar formulario (PDF)')).toBeEnabled();
  expect(boton('Volver a Simulador')).toBeEnabled();
  // el monto de solo lectura con formato (SPEC 9), la autorización con su fecha
  expect(screen.getByLabelText('Salario')).toHaveValue('10,444,000');
  expect(screen.getByLabelText('Salario')).toBeDisabled();
  expect(screen.getByLabelText(/^Acepto la autorización/)).toBeChecked();
  expect(screen.getByText('Autorización aceptada el 15/01/26')).toBeInTheDocument();
  // se navega entre pestañas aunque la ficha sea de solo lectura
  expect(pestanaActiva()).toBe('Afiliación');
  await userEvent.click(botonDelPanel('Siguiente'));
  expect(pestanaActiva()).toBe('Datos Personales');
  expect(await screen.findByLabelText('Dirección')).toBeDisabled();
  expect(screen.getByLabelText('Género')).toBeDisabled();
  expect(screen.queryByLabelText('Cambiar foto')).not.toBeInTheDocument();
  expect(screen.queryByText('Finalizar y Enviar')).not.toBeInTheDocument();
});

test('bloqueados para el afiliado los campos de SPEC 4 ya fijados; los vacíos y los demás se editan', async () => {
  fichaMock.mockResolvedValue(ficha({ ahorro_programado: null }));
  await renderizarFicha('/actualizacion');
  expect(await screen.findByLabelText('Salario')).toBeDisabled();
  expect(screen.getByLabelText('Tipo de afiliado')).toBeDisabled();
  expect(screen.getByLabelText('Ahorro permanente')).toBeDisabled();
  expect(screen.getByLabelText('Fecha de afiliación')).toBeDisabled();
  expect(screen.getByLabelText('Ahorro programado')).toBeEnabled();
  expect(screen.getByLabelText('Cargo')).toBeEnabled();
  expect(screen.queryByText('Guardar borrador')).not.toBeInTheDocument();
});

test('el superadmin abre la ficha de otro, la edita aunque ya esté actualizada y guarda un borrador sin la regla', async () => {
  conSesion({ usuario: { superadmin: true, id_afiliado: 1 } });
  fichaMock.mockResolvedValue(ficha({ ...CASI_VACIO, id_afiliado: 42, ultima_actualizacion: '2026-01-15' }));
  guardarMock.mockResolvedValue({ mensaje: 'Borrador guardado', ...ficha({ id_afiliado: 42 }), sesion: null });
  await renderizarFicha('/actualizacion/42');
  expect(await screen.findByLabelText('Salario')).toBeEnabled();
  expect(fichaMock).toHaveBeenCalledWith(42);
  await pulsarEnFinalizar('Guardar borrador');
  expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
  expect(guardarMock).toHaveBeenCalledWith(42, expect.objectContaining({ borrador: true }));
  expect(screen.queryByLabelText('Campos faltantes')).not.toBeInTheDocument();
  expect(useSesion.getState().usuario?.id_afiliado).toBe(1);
});

test('el superadmin crea un afiliado con el id 0 y pasa a su ficha', async () => {
  conSesion({ usuario: { superadmin: true, id_afiliado: 1 } });
  fichaMock.mockImplementation((id) =>
    Promise.resolve(
      id === 0
        ? ficha({ ...CASI_VACIO, id_afiliado: 0, nombres: '', apellidos: '', documento: '' })
        : ficha({ id_afiliado: 99 }),
    ),
  );
  guardarMock.mockResolvedValue({ mensaje: 'Borrador guardado', ...ficha({ id_afiliado: 99 }), sesion: null });
  await renderizarFicha('/actualizacion/0');
  await pulsarEnFinalizar('Guardar borrador');
  expect(await listaFaltantes()).toEqual(['Nombres', 'Apellidos', 'Documento']);
  expect(pestanaActiva()).toBe('Datos Personales');
  await userEvent.type(screen.getByLabelText('Nombres'), 'Rosa');
  await userEvent.type(screen.getByLabelText('Apellidos'), 'Díaz');
  await userEvent.type(screen.getByLabelText('Documento'), '1234');
  await userEvent.click(boton('Guardar borrador'));
  await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent('/actualizacion/99'));
  expect(guardarMock).toHaveBeenCalledWith(
    0,
    expect.objectContaining<Record<string, unknown>>({
      afiliado: expect.objectContaining({ nombres: 'Rosa', apellidos: 'Díaz', documento: '1234' }),
      borrador: true,
    }),
  );
});

test('un afiliado no abre la ficha de otro por la URL: ve la suya', async () => {
  fichaMock.mockResolvedValue(ficha());
  await renderizarFicha('/actualizacion/42');
  await screen.findByText('Finalizar y Enviar');
  expect(fichaMock).toHaveBeenCalledWith('me');
  expect(fichaMock).not.toHaveBeenCalledWith(42);
});

test('cada campo que la regla del contrato requiere está marcado como requerido, y solo esos', async () => {
  fichaMock.mockResolvedValue(ficha({ ...CASI_VACIO }));
  await renderizarFicha('/actualizacion');
  await screen.findByLabelText('Salario');
  const marcadas = new Set(
    Array.from(document.querySelectorAll('label.ant-form-item-required')).map(
      (l) => l.getAttribute('for') ?? l.textContent,
    ),
  );
  for (const campo of CAMPOS_AFILIADO_REQUERIDOS) {
    if (campo === 'foto') {
      // la foto, en el encabezado, con su marca
      expect(screen.getByText(/Foto: doble clic en ella o el lápiz/).textContent).toBe(`* ${AYUDA_FOTO}`);
    } else if (campo === 'firma') {
      expect(marcadas).toContain(ETIQUETAS_AFILIADO.firma);
    } else {
      expect({ campo, marcado: marcadas.has(`afiliado_${campo}`) }).toEqual({ campo, marcado: true });
    }
  }
  // los no requeridos de SPEC 5 (otro, vehículo, cuota, retiro) no se marcan; la autorización sí
  for (const libre of ['otro', 'cuota_afiliacion', 'retiro', 'vehiculo_0']) {
    expect(marcadas.has(`afiliado_${libre}`) || marcadas.has(libre)).toBe(false);
  }
  expect(marcadas).toContain('Autorización de tratamiento de datos personales');
  expect(marcadas.size).toBe(CAMPOS_AFILIADO_REQUERIDOS.length - 1 + 1);
});

// escribe y recalcula mucho: más tiempo en una máquina cargada
test('envío fallido: campos en rojo, marca y conteo en cada pestaña, abre la primera; el resumen se actualiza', async () => {
  fichaMock.mockResolvedValue(ficha({ ...CASI_VACIO }));
  await renderizarFicha('/actualizacion');
  await screen.findByLabelText('Salario');
  expect(faltanEnPestana('Datos Personales')).toBe(0);
  await pulsarEnFinalizar('Finalizar y Enviar');
  await screen.findByLabelText('Campos faltantes');
  const esperado = faltantesActualizacion({ ...afiliado(CASI_VACIO), vehiculo: null }, [], { autorizacion: false });
  for (const s of SECCIONES_ACTUALIZACION) {
    expect({ pestana: s.titulo, faltan: faltanEnPestana(s.titulo) }).toEqual({
      pestana: s.titulo,
      faltan: esperado.filter((f) => f.seccion === s.clave).length,
    });
  }
  expect(faltanEnPestana('Afiliación')).toBeGreaterThan(0);
  expect(pestanaActiva()).toMatch(/^Afiliación/);
  const salario = screen.getByLabelText('Salario').closest('.ant-form-item')!;
  expect(salario).toHaveClass('ant-form-item-has-error');
  expect(within(salario as HTMLElement).getByText('Este campo es requerido')).toBeInTheDocument();
  expect(faltanEnPestana('Datos Laborales')).toBe(4);
  // la foto que falta: su error en una línea propia, sin mezclarse con la ayuda
  expect(screen.getByText(FALTA_FOTO).textContent).toBe('Falta la foto, que es requerida: agréguela con el lápiz.');
  expect(screen.getByText(/Foto: doble clic en ella/).textContent).toBe(`* ${AYUDA_FOTO}`);

  // al llenar, el campo deja de estar en rojo y la cuenta baja
  await userEvent.type(screen.getByLabelText('Cargo'), 'Docente');
  await waitFor(() => expect(faltanEnPestana('Datos Laborales')).toBe(3));
  expect(screen.getByLabelText('Cargo').closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
  expect((await listaFaltantes()).find((g) => g.startsWith('Datos Laborales'))).toBe(
    'Datos Laborales (3): Lugar de trabajo, Tipo de contrato, Fecha de ingreso',
  );
  expect(guardarMock).not.toHaveBeenCalled();
}, 240_000);

test("'Siguiente' y 'Anterior' al final de cada pestaña; 'Finalizar y Enviar' en la última", async () => {
  fichaMock.mockResolvedValue(ficha({ ...CASI_VACIO }));
  await renderizarFicha('/actualizacion');
  await screen.findByLabelText('Salario');
  expect(pestanaActiva()).toBe('Afiliación');
  expect(
    within(document.querySelector<HTMLElement>('[role=tabpanel][aria-hidden=false]')!).queryByText('Anterior'),
  ).toBeNull();
  for (const s of SECCIONES_ACTUALIZACION.slice(1)) {
    await userEvent.click(botonDelPanel('Siguiente'));
    expect(pestanaActiva()).toBe(s.titulo);
  }
  const ultimo = document.querySelector<HTMLElement>('[role=tabpanel][aria-hidden=false]')!;
  expect(within(ultimo).queryByText('Siguiente')).toBeNull();
  expect(within(ultimo).getByText('Finalizar y Enviar')).toBeInTheDocument();
  await userEvent.click(botonDelPanel('Anterior'));
  expect(pestanaActiva()).toBe('Autorizaciones');
  expect(screen.getAllByText('Finalizar y Enviar')).toHaveLength(1);
});

test('autorización de datos: el texto y la política del fondo; sin la casilla no se envía', async () => {
  fichaMock.mockResolvedValue(ficha());
  guardarMock.mockResolvedValue({ mensaje: 'Datos guardados exitosamente', ...ficha(), sesion: null });
  await renderizarFicha('/actualizacion');
  expect(await screen.findByText(TEXTO_AUTORIZACION)).toBeInTheDocument();
  expect(screen.getByText(/Política de tratamiento de datos personales del fondo/).closest('a')).toHaveAttribute(
    'href',
    'https://fondo.example.com/politica',
  );
  await pulsarEnFinalizar('Finalizar y Enviar');
  expect(await listaFaltantes()).toEqual(['Autorizaciones (1): Autorización de tratamiento de datos personales']);
  expect(pestanaActiva()).toMatch(/^Autorizaciones/);
  expect(
    screen.getByText(
      'Debe aceptar la autorización de tratamiento de datos personales (Ley 1581 de 2012) para enviar sus datos',
    ),
  ).toBeInTheDocument();
  expect(guardarMock).not.toHaveBeenCalled();
  await aceptarAutorizacion();
  await waitFor(() => expect(screen.queryByLabelText('Campos faltantes')).not.toBeInTheDocument());
  expect(faltanEnPestana('Autorizaciones')).toBe(0);
  await pulsarEnFinalizar('Finalizar y Enviar');
  await waitFor(() =>
    expect(guardarMock).toHaveBeenCalledWith('me', expect.objectContaining({ autorizacion_datos: true })),
  );
});

test('enviado desde otro módulo: aviso de por qué y qué hacer, primera pestaña editable y regreso al módulo', async () => {
  fichaMock.mockResolvedValue(ficha());
  const guardado = ficha({ ultima_actualizacion: '2026-11-22', autorizacion_datos: '2026-11-22T12:00:00Z' });
  guardarMock.mockResolvedValue({
    mensaje: 'Datos guardados exitosamente',
    ...guardado,
    sesion: { usuario: { ...guardado.afiliado }, actualizacion_datos: 'ok' },
  });
  await renderizarFicha('/actualizacion/7?desde=%2Fahorro');
  expect(await screen.findByText('Debe actualizar sus datos para poder usar este módulo')).toBeInTheDocument();
  expect(screen.getByText(/^Para usar Ahorro, complete los campos marcados con \*/)).toBeInTheDocument();
  // Afiliación está toda fijada por el fondo: se llega a Datos Personales
  expect(pestanaActiva()).toBe('Datos Personales');
  await aceptarAutorizacion();
  await pulsarEnFinalizar('Finalizar y Enviar');
  await userEvent.click(await screen.findByText('Volver a Ahorro'));
  expect(await screen.findByText('Pantalla de ahorro')).toBeInTheDocument();
});

test('un destino externo en ?desde no se ofrece', async () => {
  fichaMock.mockResolvedValue(ficha({ ultima_actualizacion: '2026-01-15' }));
  await renderizarFicha('/actualizacion?desde=%2F%2Fmalo.example.com');
  expect(await screen.findByText('Sus datos fueron enviados al fondo')).toBeInTheDocument();
  expect(screen.queryByText(/^Volver a/)).not.toBeInTheDocument();
});

test('en una ronda de actualización abierta, quien ya envió puede enviar otra vez; lo que fija el fondo sigue bloqueado', async () => {
  fichaMock.mockResolvedValue({
    ...ficha({ ultima_actualizacion: '2026-01-15', autorizacion_datos: '2026-01-15T10:00:00Z' }),
    ronda: { id_ronda: 4, nombre: 'Actualización de datos 2027', fecha_limite: '2027-04-30' },
  });
  await renderizarFicha('/actualizacion');
  expect(
    await screen.findByText('Actualización de datos 2027: revise y envíe sus datos antes del 30/04/27'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Sus datos fueron enviados al fondo')).not.toBeInTheDocument();
  // pre-llenado con lo que el fondo tiene; bloqueados los campos de SPEC 4, lo demás editable
  expect(screen.getByLabelText('Salario')).toBeDisabled();
  await userEvent.click(botonDelPanel('Siguiente'));
  expect(await screen.findByLabelText('Dirección')).toBeEnabled();
  expect(screen.getByText('Finalizar y Enviar')).toBeInTheDocument();
});
