"""List codes written by hand the way docs/LIST-CODE.md describes them: a third implementation, so the
tests can make codes the app would not (damaged, from a newer version) and check what it reads."""
import zlib

BASE45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"


def base45(data: bytes) -> str:
    """RFC 9285."""
    out = []
    for i in range(0, len(data) - 1, 2):
        n = data[i] * 256 + data[i + 1]
        out += [BASE45[n % 45], BASE45[n // 45 % 45], BASE45[n // 2025]]
    if len(data) % 2:
        out += [BASE45[data[-1] % 45], BASE45[data[-1] // 45]]
    return "".join(out)


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def zigzag(n: int) -> bytes:
    return varint((n << 1) ^ (n >> 63) if n >= 0 else ((-n) << 1) - 1)


def list_code(payload: bytes, damage: int = 0) -> str:
    """BLC: and the Base45 of the payload and its CRC-32; `damage` flips bits of the checksum."""
    return "BLC:" + base45(payload + (zlib.crc32(payload) ^ damage).to_bytes(4, "big"))


def places_code(places: list[tuple[str, float, float]], version: int = 1) -> str:
    """A code for (name, latitude, longitude) places, no notes, colours, groups or times."""
    payload = bytearray([version]) + varint(0) + varint(len(places))
    last = (0, 0)
    for name, latitude, longitude in places:
        here = (round(latitude * 1e7), round(longitude * 1e7))
        encoded = name.encode("utf-8")
        payload += bytes([0]) + zigzag(here[0] - last[0]) + zigzag(here[1] - last[1]) + varint(len(encoded)) + encoded
        last = here
    return list_code(bytes(payload))
