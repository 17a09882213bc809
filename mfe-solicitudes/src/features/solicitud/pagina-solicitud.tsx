// Solicitud de crédito (SPEC 2.10): nueva (formulario con los documentos) o existente (solo lectura;
// el superadmin cambia estado y observaciones con 'Guardar Solicitud').
import { useParams } from '@fondo/runtime';
import type { ReactElement } from 'react';
import { PaginaNoEncontrada } from '@fondo/ui';
import { FormularioSolicitud } from './formulario-solicitud';
import { VistaSolicitud } from './vista-solicitud';

export function PaginaSolicitud(): ReactElement {
  const { id } = useParams();
  if (id === undefined) return <FormularioSolicitud />;
  if (!/^[1-9]\d{0,9}$/.test(id)) return <PaginaNoEncontrada />;
  return <VistaSolicitud id={Number(id)} />;
}
