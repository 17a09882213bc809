// La foto de un afiliado (archivo con la sesión) o sus iniciales.
import { Avatar } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { iniciales } from '@fondo/contrato';
import { useImagen } from '../api/consultas';

export function FotoAfiliado(props: { foto: number | null; nombres: string; apellidos: string }): ReactElement {
  const imagen = useImagen(props.foto);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!imagen.data || typeof URL.createObjectURL !== 'function') return undefined;
    const u = URL.createObjectURL(imagen.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [imagen.data]);
  const nombre = `${props.nombres} ${props.apellidos}`;
  return (
    <Avatar src={url ?? undefined} alt={`Foto de ${nombre}`} style={{ background: '#1f6f8b', flexShrink: 0 }}>
      {iniciales(props)}
    </Avatar>
  );
}
