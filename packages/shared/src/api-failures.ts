// What a client says when the API gave no usable answer, in English (the key, as for every shared
// message) and in French. Kept apart from messages.ts, which includes them, so that the web's API
// client (on every page that calls the API) does not carry the translations of every shared message.
export const NETWORK_ERROR_MESSAGE = 'We could not reach Hearth. Check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Something went wrong on our side. Please try again.';

export const API_FAILURES_FRENCH: Readonly<Record<string, string>> = {
  [NETWORK_ERROR_MESSAGE]: 'Impossible de joindre Hearth. Vérifiez votre connexion et réessayez.',
  [UNEXPECTED_RESPONSE_MESSAGE]: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
};
