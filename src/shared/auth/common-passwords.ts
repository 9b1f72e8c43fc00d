/**
 * A short built-in list of the most common passwords (from the published top-100 lists). Signing
 * up or accepting an invitation with one of these is refused even though it meets the length rule.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '654321', '111111', '000000', '121212',
  '123123', '112233', '666666', '696969', '777777', '888888', '987654321', 'qwerty', 'qwerty123',
  'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', '1q2w3e4r', '1qaz2wsx', 'password', 'password1',
  'password123', 'passw0rd', 'abc123', 'abcdef', 'abcd1234', 'letmein', 'welcome', 'welcome1',
  'iloveyou', 'monkey', 'dragon', 'master', 'sunshine', 'princess', 'football', 'baseball', 'shadow',
  'superman', 'michael', 'trustno1', 'starwars', 'whatever', 'freedom', 'secret', 'admin', 'admin123',
  'administrator', 'root', 'login', 'changeme', 'hello123', 'charlie', 'donald', 'jordan23', 'batman',
  'mustang', 'access', 'killer', 'hunter', 'ranger', 'soccer', 'hockey', 'loveme', 'ashley', 'bailey',
  'passord', 'passord1', 'lösenord', 'losenord', 'sommer', 'sommar', 'hemmelig', 'qazwsx', 'zaq12wsx',
])

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.'
