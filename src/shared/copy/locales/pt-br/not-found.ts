// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Não encontrado';
export const accountNotFound = 'Conta não encontrada';
export const cardNotFound = 'Cartão não encontrado';
export const profileNotFound = 'Perfil não encontrado';
export const messageNotFound = 'Mensagem não encontrada';
export const contactNotFound = 'Contato não encontrado';
