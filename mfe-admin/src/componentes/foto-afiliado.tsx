// La foto de un afiliado (archivo con la sesión) o sus iniciales.
import { Avatar } from 'antd';
import type { ReactElement } from 'react';
import { iniciales } from '@fondo/contrato';
import { useImagen } from '@fondo/ui/archivos';

export function FotoAfiliado(props: { foto: number | null; nombres: string; apellidos: string }): ReactElement {
  const url = useImagen(props.foto);
  const nombre = `${props.nombres} ${props.apellidos}`;
  return (
    <Avatar src={url} alt={`Foto de ${nombre}`} style={{ background: '#1f6f8b', flexShrink: 0 }}>
      {iniciales(props)}
    </Avatar>
  );
}
