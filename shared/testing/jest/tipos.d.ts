// Tipos de los matchers de jest-dom para los archivos de prueba.
import '@testing-library/jest-dom';
