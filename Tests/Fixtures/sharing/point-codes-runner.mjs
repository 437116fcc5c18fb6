// Reads [{latitude, longitude, name, zoom, uncertainty}] as JSON on stdin and prints the phone's codes of each
// point (Public/js/saved/point-codes.js), for PointCodesTwinTests.swift to compare with the server's.
import { pointCodes } from '../../../Public/js/saved/point-codes.js';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  process.stdout.write(JSON.stringify(JSON.parse(input).map((point) => pointCodes(point))));
});
