// The most common passwords of 8-32 characters in public breach corpora (global and Chinese lists).
// Rejected at registration and on every password change (SECURITY.md §7). Compared lowercased.
const COMMON_PASSWORDS = `
12345678 123456789 1234567890 password password1 password123 passw0rd p@ssw0rd p@ssword qwertyui qwertyuiop
qwerty123 qwerty12 1qaz2wsx 1q2w3e4r 1q2w3e4r5t zaq12wsx zxcvbnm1 asdfghjk asdf1234 abcd1234 abc12345 abcdefgh
a1234567 a12345678 aa123456 aa12345678 11111111 111111111 1111111111 00000000 000000000 0000000000 12341234
11223344 12344321 87654321 88888888 888888888 66666666 99999999 22222222 12121212 123123123 123qweasd qweasdzxc
iloveyou iloveyou1 woaini1314 woaini520 5201314520 52013145 1314520520 woaini123 woaini12 sunshine princess
football baseball superman batman12 trustno1 welcome1 welcome123 letmein1 admin123 administrator admin1234
root1234 changeme master12 monkey12 dragon12 shadow12 michael1 jennifer whatever computer internet starwars
liverpool chelsea1 arsenal1 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 1a2b3c4d zxcvbnmasdfghjkl asdfghjkl 147258369
123654789 987654321 9876543210 741852963 159753123 159357456 147852369 13579246 24682468 20082008 19891989
19901990 19911991 19921992 19931993 19941994 19951995 19961996 19971997 19981998 19991999 20002000 20202020
iloveyou123 lovelove 12345qwert 1234abcd abcd12345 test1234 testtest password12 passpass mima1234 woshishui
`;

const commonPasswordSet = new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet.has(password.toLowerCase());
}
