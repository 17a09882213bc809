// Listas para datos demo verosímiles (Bogotá, Colombia).

export const NOMBRES_MUJER = [
  'María', 'Luz', 'Ana', 'Diana', 'Sandra', 'Claudia', 'Paola', 'Carolina', 'Andrea', 'Natalia',
  'Marcela', 'Adriana', 'Gloria', 'Martha', 'Liliana', 'Patricia', 'Yolanda', 'Ángela', 'Juliana',
  'Valentina', 'Daniela', 'Camila', 'Laura', 'Viviana', 'Lorena', 'Johana', 'Yenny', 'Astrid',
  'Beatriz', 'Rocío', 'Esperanza', 'Nubia', 'Mónica', 'Catalina', 'Lucía', 'Isabel', 'Fernanda',
  'Alejandra', 'Milena', 'Consuelo', 'Stella', 'Marina', 'Teresa', 'Jimena', 'Sofía',
] as const;

export const NOMBRES_HOMBRE = [
  'José', 'Luis', 'Carlos', 'Juan', 'Jorge', 'Andrés', 'Diego', 'Fabián', 'Mauricio', 'Jairo',
  'Óscar', 'Édgar', 'Hernán', 'William', 'Wilson', 'Fernando', 'Alejandro', 'Camilo', 'Sebastián',
  'Nicolás', 'Felipe', 'David', 'Javier', 'Ricardo', 'Germán', 'Orlando', 'Henry', 'John',
  'Álvaro', 'Gustavo', 'Rafael', 'Manuel', 'Sergio', 'Julián', 'Iván', 'Hugo', 'Rubén', 'Nelson',
  'Gabriel', 'Miguel', 'Pedro', 'Alberto', 'Eduardo', 'Antonio', 'Enrique', 'Esteban', 'Mateo',
] as const;

export const APELLIDOS = [
  'Rodríguez', 'Gómez', 'González', 'Martínez', 'García', 'López', 'Hernández', 'Sánchez',
  'Ramírez', 'Pérez', 'Díaz', 'Muñoz', 'Rojas', 'Moreno', 'Jiménez', 'Vargas', 'Castro',
  'Gutiérrez', 'Torres', 'Ortiz', 'Ruiz', 'Suárez', 'Romero', 'Herrera', 'Valencia', 'Quintero',
  'Restrepo', 'Cárdenas', 'Rincón', 'Salazar', 'Castillo', 'Peña', 'Mejía', 'Ospina', 'Cruz',
  'Parra', 'Medina', 'Álvarez', 'Beltrán', 'Pardo', 'Acosta', 'Vega', 'Chaparro', 'Bernal',
  'Camacho', 'Cifuentes', 'Duarte', 'Forero', 'Garzón', 'Guerrero', 'Londoño', 'Molina',
  'Montoya', 'Niño', 'Ortega', 'Patiño', 'Quiroga', 'Reyes', 'Rivera', 'Sierra', 'Silva',
  'Téllez', 'Urrego', 'Velásquez', 'Zapata', 'Barrera', 'Buitrago', 'Cortés', 'Galindo',
  'Hurtado', 'Pinzón', 'Posada', 'Sarmiento', 'Triana', 'Avendaño', 'Bohórquez',
] as const;

export const CIUDADES = [
  'Bogotá D.C.', 'Bogotá D.C.', 'Bogotá D.C.', 'Bogotá D.C.', 'Bogotá D.C.', 'Chía', 'Zipaquirá',
  'Soacha', 'Tunja', 'Villavicencio', 'Ibagué', 'Girardot', 'Fusagasugá', 'Medellín', 'Cali',
  'Bucaramanga', 'Neiva', 'Duitama', 'Sogamoso', 'Facatativá',
] as const;

export const CARGOS = {
  Docente: [
    'Docente de Matemáticas', 'Docente de Lengua Castellana', 'Docente de Ciencias Naturales',
    'Docente de Inglés', 'Docente de Educación Física', 'Docente de Preescolar',
    'Docente de Ciencias Sociales', 'Docente de Artes', 'Docente de Primaria',
    'Coordinador Académico', 'Orientador Escolar', 'Docente de Tecnología',
  ],
  Administrativo: [
    'Auxiliar Administrativo', 'Secretaria Académica', 'Auxiliar Contable', 'Tesorero',
    'Auxiliar de Biblioteca', 'Asistente de Rectoría', 'Analista de Sistemas', 'Contador',
    'Auxiliar de Admisiones', 'Enfermera',
  ],
  'Servicios Generales': [
    'Auxiliar de Servicios Generales', 'Auxiliar de Servicios Generales', 'Conductor',
    'Vigilante', 'Auxiliar de Mantenimiento', 'Jardinero', 'Auxiliar de Cocina',
  ],
} as const;

export const AREAS_ESTUDIO = {
  Docente: [
    'Licenciatura en Matemáticas', 'Licenciatura en Humanidades', 'Licenciatura en Biología',
    'Licenciatura en Idiomas', 'Licenciatura en Educación Física', 'Pedagogía Infantil',
    'Licenciatura en Ciencias Sociales', 'Artes Plásticas', 'Educación Básica Primaria',
  ],
  Administrativo: [
    'Administración de Empresas', 'Contaduría Pública', 'Secretariado Ejecutivo',
    'Ingeniería de Sistemas', 'Bibliotecología', 'Enfermería', 'Gestión Administrativa',
  ],
  'Servicios Generales': [
    'Bachillerato Académico', 'Mantenimiento Locativo', 'Cocina', 'Seguridad Privada',
    'Conducción', 'Jardinería',
  ],
} as const;

export const NIVELES = {
  Docente: ['Universitario', 'Especialización', 'Especialización', 'Maestría', 'Doctorado'],
  Administrativo: ['Técnico', 'Tecnólogo', 'Universitario', 'Universitario', 'Especialización'],
  'Servicios Generales': ['Primaria', 'Bachillerato', 'Bachillerato', 'Técnico'],
} as const;

export const VIAS = ['Calle', 'Carrera', 'Avenida Calle', 'Transversal', 'Diagonal', 'Avenida Carrera'] as const;

export const BANCOS = [
  'Bancolombia', 'Banco de Bogotá', 'Davivienda', 'BBVA Colombia', 'Banco Popular',
  'Banco Caja Social', 'Banco AV Villas', 'Banco de Occidente', 'Scotiabank Colpatria',
] as const;

export const VEHICULOS = [
  ['Chevrolet', 'Spark GT'], ['Renault', 'Sandero'], ['Mazda', '2'], ['Kia', 'Picanto'],
  ['Toyota', 'Corolla'], ['Nissan', 'March'], ['Suzuki', 'Swift'], ['Yamaha', 'NMAX'],
  ['Honda', 'CB 190R'], ['Renault', 'Duster'], ['Volkswagen', 'Gol'],
] as const;

export const OCUPACIONES_ADULTO = ['Empleado(a)', 'Independiente', 'Hogar', 'Pensionado(a)', 'Docente', 'Comerciante'] as const;

export const DESTINOS = [
  'Mejoras de vivienda', 'Pago de matrícula universitaria', 'Compra de vehículo',
  'Pago de deudas con otras entidades', 'Gastos médicos', 'Viaje familiar', 'Compra de electrodomésticos',
] as const;

export const ASUNTOS = [
  ['Certificado para el banco', '<p>Buenos días, necesito un certificado de saldos para presentar en el banco. ¿Lo puedo descargar del portal?</p>',
    '<p>Buen día. Sí, en el menú <strong>Certificaciones</strong> puede descargarlo:</p><ol><li>Elija <em>Certificado de saldos</em> del último corte.</li>'
      + '<li>Pulse <u>Descargar</u>.</li></ol><p>Más información en <a href="https://www.colegio.edu.co" rel="noopener noreferrer" target="_blank">el sitio del colegio</a>. Cordial saludo.</p>'],
  ['Diferencia en el saldo del crédito', '<p>Revisando mi crédito veo un saldo mayor al que esperaba. ¿Me pueden explicar?</p>',
    '<p>Cordial saludo. El saldo incluye la cuota de octubre que se descontó en la nómina de noviembre. Quedamos atentos.</p>'],
  ['Retiro de ahorro programado', '<p>Quisiera saber:</p><ul><li>en qué fecha se entrega el ahorro programado de este año,</li><li>y si puedo <b>retirarlo antes</b>.</li></ul>',
    '<p>El ahorro programado se entrega en los primeros cinco días hábiles de diciembre.</p>'],
  ['Actualización de cuenta bancaria', '<p>Cambié de banco y necesito actualizar el número de cuenta para los desembolsos.</p>', null],
  ['Aumento del ahorro permanente', '<p>Deseo aumentar mi ahorro permanente al 10 % del salario a partir del próximo mes.</p>',
    '<p>Recibido. El cambio se aplicará en la próxima nómina.</p>'],
] as const;
