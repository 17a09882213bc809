// Tipos de heic-decode (el paquete no trae los suyos): decodifica la imagen principal de un HEIC/HEIF.
declare module 'heic-decode' {
  interface ImagenDecodificada {
    width: number;
    height: number;
    /** RGBA, 4 bytes por píxel */
    data: Uint8ClampedArray;
  }
  function decodificar(opciones: { buffer: ArrayBufferLike | Uint8Array }): Promise<ImagenDecodificada>;
  export default decodificar;
}
