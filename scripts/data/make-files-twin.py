#!/usr/bin/env python3
"""Writes Tests/Fixtures/sharing/files-twin.json: the server's answers for files of places.

The file holds vectors shared by the server's tests (FilesTwinTests.swift) and the phone's
(Tests/js/device-files.test.mjs, Tests/e2e/test_saved_files_offline.py). This script builds the inputs (real
GPX, KML, KMZ, GeoJSON and CSV files, odd numbers and times, hostile files, lists to export; the KMZ archives are
Tests/Fixtures/sharing/kmz/, see its README), sends each to a running server
(POST /api/v1/files/import?name= and /api/v1/files/export?format=) and records what it answers; a refused
import is asked twice, in English and in French, for the error's two messages. The keys of each answer are
sorted (the server's order changes from run to run), so a new run changes only what the server now answers
differently. Calls are spaced a little over a second apart, under the server's budget for place files;
nothing is cached. Python 3 standard library only.

Run it when the server's readers or writers change, against a server with an empty data directory:
    BALUCHON_DATA_DIR=$(mktemp -d) BALUCHON_PORT=8080 .build/debug/baluchon serve &
    scripts/data/make-files-twin.py [base URL, default http://127.0.0.1:8080] [-o output]
(about two minutes), then stop the server, remove its data directory, and review the result with
`git diff Tests/Fixtures/sharing/files-twin.json` before committing it: every changed answer is a change
in what the phone must do too.
"""
import argparse
import json
import pathlib
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

from files_twin_kml_csv import csv_vectors, kml_vectors

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / 'Tests' / 'Fixtures'
OUTPUT = FIXTURES / 'sharing' / 'files-twin.json'
SECONDS_BETWEEN_CALLS = 1.05

ABOUT = (
    "Files of places read and written by the server (BaluchonCore's PlaceFiles: GPXFile, TrackGPX, KMLFile, TrackKML, GeoJSONFile, TrackGeoJSON, "
    "CSVFile; BaluchonProviders' KMZArchive) and by the phone without it (Public/js/saved/device-files.js and its readers and writers): "
    "checked on both sides, by Tests/BaluchonCoreTests/Sharing/FilesTwinTests.swift (KMZ: Tests/BaluchonProvidersTests/Sharing/KMZTwinTests.swift), "
    "Tests/js/device-files.test.mjs (GeoJSON, CSV, KMZ archives refused, the writers) and the browser test "
    "Tests/e2e/test_saved_files_offline.py (every vector: GPX and KML are read by the browser's DOMParser). Expected values are the server's answers (POST "
    "/api/v1/files/import?name= and /api/v1/files/export?format=, generated against a running server). An import's file is `file` (under "
    "Tests/Fixtures), `text`, or `parts` ([text, times] concatenated); `encoding` utf-16le or utf-16be adds a byte order mark, latin1-bytes "
    "writes each character as one byte. It gives `answer` ({places, tracks, skipped} as the API answers) or `error` (the API's code and its "
    "message in English and French). An export gives the list as the page sends it and the server's `file`: GPX is compared byte for byte, "
    "GeoJSON as parsed JSON (number spelling may differ).")


def vector(source, name, **how):
    """An import: a description, the file's name, and its `file`, `text` or `parts` (and `encoding`)."""
    return {'source': source, 'name': name, **how}


def togeojson_files():
    """togeojson's test fixtures, GPX and the GeoJSON it writes, under Tests/Fixtures/tracks/togeojson."""
    gpx = ['blue_hills.gpx', 'multitrackgpx.gpx', 'run.gpx', 'trek.gpx']
    kml = ['gxmultitrack.kml', 'gxtrack.kml', 'linestring.kml', 'multigeometry.kml', 'multitrack.kml']
    return ([vector(f'togeojson fixture {name} (GPX tracks, routes, waypoints)', name, file=f'tracks/togeojson/{name}') for name in gpx]
            + [vector(f'togeojson output {name}.geojson (GeoJSON as togeojson writes it: coordTimes, GeometryCollection passed over)',
                      f'{name}.geojson', file=f'tracks/togeojson/{name}.geojson') for name in gpx + kml])


OSMAND_FAVOURITES = '''<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<gpx version="1.1" creator="OsmAnd~ 4.7.8" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net/docs/technical/osmand-file-formats/osmand-gpx">
  <wpt lat="48.8583701" lon="2.2944813">
    <time>2024-05-31T16:08:37Z</time>
    <name>Tour Eiffel</name>
    <desc>Sommet fermé le soir</desc>
    <type>Paris</type>
    <extensions>
      <osmand:address>Champ de Mars</osmand:address>
      <osmand:icon>special_star</osmand:icon>
      <osmand:background>circle</osmand:background>
      <osmand:color>#b4eecc22</osmand:color>
    </extensions>
  </wpt>
  <wpt lat="43.2951" lon="5.3754"><name>Vieux-Port</name></wpt>
  <extensions><osmand:points_groups><group name="Paris" color="#b4eecc22" icon="special_star" background="circle" /></osmand:points_groups></extensions>
</gpx>
'''

TRACK_COLOURS = '''<?xml version="1.0" encoding="UTF-8"?>
<gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpx_style="http://www.topografix.com/GPX/gpx_style/0/2" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" xmlns:osmand="https://osmand.net" version="1.1">
<trk><name>new red</name><desc>description 1</desc><extensions><gpx_style:line><color>ff0000</color><opacity>0.7</opacity></gpx_style:line></extensions>
<trkseg><trkpt lat="48.208378" lon="16.374915"><ele>184.8</ele></trkpt><trkpt lat="48.208407" lon="16.374831"/></trkseg></trk>
<trk><name>black</name><extensions><gpxx:TrackExtension><gpxx:DisplayColor>Black</gpxx:DisplayColor></gpxx:TrackExtension></extensions>
<trkseg><trkpt lat="48.766598" lon="-3.5625"><time>2013-03-08T09:05:06Z</time></trkpt></trkseg></trk>
<rte><rtept lat="51.8981366" lon="19.6027134"/><rtept lat="51.9014795" lon="19.6762745"/></rte>
<trk><name>empty</name><trkseg></trkseg></trk>
<extensions><osmand:color>#ff7800</osmand:color></extensions>
</gpx>
'''


def geojson_lines():
    """GeoJSON tracks with times, nulls, short and off-Earth positions, and points no reader should take."""
    features = [
        {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[7.42, 43.73, 12], [7.43, 43.74], [7.44], [200, 1], [7.45, 43.75, -0.0]]},
         "properties": {"name": "Sentier", "desc": "d", "stroke": "#1E96F0", "coordinateProperties": {"times": [
             "2024-05-31T16:08:37.250Z", None, "x", "2024-05-31T16:08:39Z", "2024-05-31T18:08:40+02:00"]}}},
        {"type": "Feature", "geometry": {"type": "MultiLineString", "coordinates": [[[1, 2], [1.5, 2.5]], [], [[3, 4, 5]]]},
         "properties": {"title": "Multi", "description": "x", "color": "abc", "coordTimes": [
             ["2013-03-08T09:05:06Z", "2013-03-08T09:05:07.1Z"], [], ["1969-12-31T23:59:59.9995Z"]]}},
        {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[1, 2], "x"]}, "properties": {"name": "unreadable line"}},
        {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [[[1, 2], [3, 4], [5, 6], [1, 2]]]}, "properties": {"name": "area"}},
        {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[1, 95], [1, 96]]}, "properties": {"name": "all off Earth"}},
        {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[1, 2], [3, 4]]},
         "properties": {"name": "times empty", "coordinateProperties": {"times": []}, "coordTimes": ["2013-03-08T09:05:06Z"]}},
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, float('inf')]}, "properties": {"name": "huge"}},
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [True, 2]}, "properties": {"name": "boolean"}},
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, -0.0]},
         "properties": {"name": "\ud800", "group": "a\u0000b", "marker-color": "#zzzzzz", "color": "#00ff00"}},
    ]
    # A lone surrogate written as \ud800, and infinity as a number too large for a double.
    return json.dumps({"type": "FeatureCollection", "features": features}, ensure_ascii=True).replace('Infinity', '1e400')


def real_files():
    """Files as OsmAnd, Organic Maps, Garmin, umap and togeojson write them, and points readers leave out."""
    return togeojson_files() + [
        vector('OsmAnd favourites: groups in <type>, colours in osmand:color with alpha', 'favourites.gpx', text=OSMAND_FAVOURITES),
        vector("Track colours as Organic Maps, OsmAnd, gpx.studio and Garmin write them (Organic Maps' color.gpx, osmand1.gpx)",
               'colours.gpx', text=TRACK_COLOURS),
        vector('GPX waypoints without a readable position are left out and named', 'skips.gpx', text='''<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="43.7384" lon="7.4246"><name>Casino</name></wpt>
  <wpt lon="7.42"><name>Sans latitude</name></wpt>
  <wpt lat="abc" lon="7.42"/>
  <wpt lat="43.7325" lon="7.4189"><name>Palais</name></wpt>
</gpx>'''),
        vector('GeoJSON points without two coordinates are left out and named', 'skips.geojson', text='''{"type": "FeatureCollection", "features": [
  {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.4246, 43.7384]}, "properties": {"name": "Casino"}},
  {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.42]}, "properties": {"name": "Sans latitude"}},
  {"type": "Feature", "geometry": {"type": "Point"}, "properties": {}},
  {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.4189, 43.7325]}, "properties": {"title": "Palais"}}
]}'''),
        vector('GeoJSON features that are not objects, or null, are passed over', 'odd.geojson',
               text='{"type":"FeatureCollection","features":[3,"x",{"geometry":7},null,{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]}}]}'),
        vector('umap / simplestyle properties, a lone Feature, a time with spaces, a short colour', 'one.geojson',
               text='{"type":"Feature","geometry":{"type":"Point","coordinates":[1.5,2,3]},"properties":{"title":"T","note":"n","colour":"F00",'
                    '"folder":"g","timestamp":" 2024-01-01T10:00:00.750+01:00 ","n":3}}'),
        vector('GeoJSON tracks: LineString and MultiLineString with coordinateProperties.times, nulls, short positions, off-Earth points dropped',
               'lines.geojson', text=geojson_lines()),
    ]


# Numbers as Swift's Double(String) reads them; times as TrackTime and Foundation read them.
NUMBERS = [' 1', '0x10', '0x1p3', '0x.8', '0x1.8p1', '0x', '0x1p', '1e1', '+2.', '.5', '5.', '1_0', '١', '-0', '1 ', '1e', 'e1', '+-1',
           '00012', '1.5e-3', '-.5', '.', '-', '.e2', '']
TIMES = ['2024-05-31T16:08:37Z', '2024-05-31T16:08:37.5Z', '2024-05-31T16:08:37.7Z', '2024-05-31T16:08:37+02:00', '2024-05-31T16:08:37.250+02:00',
         '2024-05-31 16:08:37Z', '2024-05-31T16:08:37', '2024-05-31', ' 2024-05-31T16:08:37Z ', '2024-05-31T16:08:37.123456789Z',
         '2024-05-31T16:08:37,5Z', '1969-12-31T23:59:59.9Z', '2024-02-30T16:08:37Z', '2024-05-31T24:00:00Z', '2024-05-31T16:08:60Z',
         '2024-05-31T16:08:37z', '+2024-05-31T16:08:37Z', '0000-01-01T00:00:00Z', '2024-05-31T16:08:37.5+0200', '2024-05-31T16:08:37-00:30',
         '2024-05-31T16:08:37.Z', '2024-05-31T16:08:37.0005Z', '2024-05-31T16:08:37.1234567891Z', '20240531T160837Z', '2024-13-01T00:00:00Z',
         '2024-01-00T00:00:00Z', '2024-01-32T00:00:00Z', '2024-01-01T25:00:00Z', '2024-01-01t10:00:00Z', '2024-01-01T10:00:00+02',
         '2024-01-01T10:00:00+2:00', '2024-01-01T10:00:00+14:30', '2024-01-01T10:00:00+24:00', '12024-01-01T10:00:00Z', '2024-1-01T10:00:00Z',
         '2024-01-01T10:00:00+00:60', '2024-01-01T10:00Z']


def numbers_and_times():
    """Each number as a waypoint's latitude and a track point's latitude and elevation; each time on both too."""
    numbers = ('<gpx>' + ''.join(f'<wpt lat="{number}" lon="2"><name>n{index}</name></wpt>' for index, number in enumerate(NUMBERS))
               + '<trk><trkseg>' + ''.join(f'<trkpt lat="{number}" lon="3"><ele>{number}</ele></trkpt>' for number in NUMBERS)
               + '</trkseg></trk></gpx>')
    off_earth = [vector(f'A waypoint at lat="{number}" is off Earth: the file is refused', 'off.gpx',
                        text=f'<gpx><wpt lat="43" lon="7"/><wpt><name>x</name></wpt><wpt lat="{number}" lon="2"><name>n</name></wpt></gpx>')
                 for number in ['1e400', 'inf', 'NaN', '1.e2', '95']]
    times = ('<gpx>' + ''.join(f'<wpt lat="1" lon="2"><time>{stamp}</time><name>t{index}</name></wpt>' for index, stamp in enumerate(TIMES))
             + '<trk><trkseg>' + ''.join(f'<trkpt lat="1" lon="3"><time>{stamp}</time></trkpt>' for stamp in TIMES) + '</trkseg></trk></gpx>')
    return ([vector("Coordinates and elevations as Swift's Double reads them: decimals, hexadecimal, signs, spaces", 'numbers.gpx', text=numbers)]
            + off_earth
            + [vector('Times as TrackTime and Foundation read them: fractions, offsets, fields past their range', 'times.gpx', text=times)])


def text_and_encodings():
    """XML text as Foundation reads it, formats told by their first bytes, and encodings other than UTF-8."""
    text_gpx = ('<?xml version="1.0"?>\n<!-- a comment before the root -->\n<gpx><wpt lat="1" lon="2"><name>&#x85;&#xA0;A &amp; &lt;B&gt; '
                '&quot;q&quot; &apos;s&apos;&#xA0;</name><desc><![CDATA[<b>gras</b>]]> et <i>x</i>texte<!-- c --></desc><cmt>ignored</cmt>'
                '<type>&#xFEFF;g&#xFEFF;</type><extensions><color>#00FF00</color><osmand:color xmlns:osmand="o">#ff0000</osmand:color></extensions></wpt>'
                '<wpt lat="3" lon="4"><name>   </name><cmt> from cmt </cmt><extensions><a><color>nope</color></a><color>#ff0000</color></extensions></wpt></gpx>')
    return [
        vector("Text: entities and character references, CDATA, child elements and comments inside a name, Foundation's white space "
               "(NEL, no-break space) trimmed, not a BOM", 'text.gpx', text=text_gpx),
        vector('A GPX named .txt is recognised by its first bytes', 'notes.txt',
               text='<?xml version="1.0"?><gpx><wpt lat="1" lon="2"><name>x</name></wpt></gpx>'),
        vector('A GeoJSON named without an extension is recognised by its first bytes', 'export', text='\n  {"type":"FeatureCollection","features":[]}'),
        vector('A file the server cannot tell the format of', 'notes.txt', text='hello'),
        vector('UTF-16 GPX with a byte order mark', 'utf16.gpx',
               text='<?xml version="1.0" encoding="UTF-16"?><gpx><wpt lat="1" lon="2"><name>Zürich €</name></wpt></gpx>', encoding='utf-16le'),
        vector('ISO-8859-1 GPX, as its declaration says', 'latin1.gpx',
               text='<?xml version="1.0" encoding="ISO-8859-1"?><gpx><wpt lat="1" lon="2"><name>Z\u00fcrich</name></wpt></gpx>', encoding='latin1-bytes'),
    ]


LAUGHS = ('<!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">'
          + ''.join(f'<!ENTITY {name} "{("&" + previous + ";") * 10}">' for previous, name in zip('abcdefgh', 'bcdefghi'))
          + ']><gpx><wpt lat="1" lon="2"><name>&i;&i;&i;</name></wpt></gpx>')


def hostile_xml():
    """Entities, DOCTYPEs, deep nesting, too many elements or waypoints, too many bytes, broken files."""
    return [
        vector('XML external entity (XXE)', 'xxe.gpx',
               text='<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><gpx><wpt lat="1" lon="2"><name>&xxe;</name></wpt></gpx>'),
        vector('Billion laughs: entities that would expand a billion-fold', 'laughs.gpx', text='<?xml version="1.0"?>' + LAUGHS),
        vector('Billion laughs in UTF-16, little-endian', 'laughs16.gpx', text='<?xml version="1.0" encoding="UTF-16"?>' + LAUGHS, encoding='utf-16le'),
        vector('Billion laughs in UTF-16, big-endian', 'laughs16be.gpx', text='<?xml version="1.0" encoding="UTF-16"?>' + LAUGHS, encoding='utf-16be'),
        vector('A DOCTYPE after 70 KB of comments', 'late.gpx', parts=[['<?xml version="1.0"?>', 1], ['<!-- padding -->', 4480], [LAUGHS, 1]]),
        vector('A DOCTYPE with no entity is refused too', 'doctype.gpx', text='<!DOCTYPE gpx><gpx><wpt lat="1" lon="2"/></gpx>'),
        vector('An undeclared entity is refused, never read as text', 'entity.gpx', text='<gpx><wpt lat="1" lon="2"><name>&x;</name></wpt></gpx>'),
        vector('A million nested elements, closed', 'deep.gpx', parts=[['<gpx version="1.1">', 1], ['<a>', 1000000], ['</a>', 1000000], ['</gpx>', 1]]),
        vector('A million nested elements, left open', 'deep-open.gpx', parts=[['<gpx version="1.1">', 1], ['<a>', 1000000]]),
        vector('Nesting 100 levels deep (the limit) is refused', 'deep100.gpx', parts=[['<gpx>', 1], ['<a>', 99], ['</a>', 99], ['</gpx>', 1]]),
        vector('Nesting 99 levels deep still reads', 'deep99.gpx',
               parts=[['<gpx>', 1], ['<a>', 98], ['</a>', 98], ['<wpt lat="1" lon="2"><name>x</name></wpt></gpx>', 1]]),
        vector('More than a million elements', 'many.gpx', parts=[['<gpx>', 1], ['<x/>', 1000000], ['</gpx>', 1]]),
        vector('More than 50,000 waypoints', 'places.gpx', parts=[['<gpx>', 1], ['<wpt lat="1" lon="2"/>', 50001], ['</gpx>', 1]]),
        vector('A file over 20 MB', 'big.gpx', parts=[['<gpx>', 1], [' ', 20 * 1048576]]),
        vector('Not a GPX root', 'kml.gpx', text='<kml><wpt lat="1" lon="2"/></kml>'),
        vector('A GPX cut short', 'cut.gpx', text='<gpx>\n<wpt lat="1" lon="2">\n<name>'),
        vector('An empty GPX', 'empty.gpx', text=''),
        # \xff written as one byte: not UTF-8.
        vector('Bytes that are not UTF-8', 'bad.gpx', text='<gpx>\n<wpt lat="1" lon="2"><name>\xff</name></wpt></gpx>', encoding='latin1-bytes'),
    ]


def hostile_geojson():
    """GeoJSON that is not JSON, not GeoJSON, nested too deep or too long."""
    feature = '{"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,2],[3,4]]},"properties":{}},'
    point = '{"geometry":{"type":"Point","coordinates":[1,2]}}'
    return [
        vector('GeoJSON: not an object', 'list.geojson', text='[1,2]'),
        vector('GeoJSON: not JSON', 'broken.geojson', text='{"type":"Feature",'),
        vector('GeoJSON: trailing text', 'trailing.geojson', text='{"type":"FeatureCollection","features":[]} x'),
        vector('GeoJSON: neither a Feature nor a FeatureCollection', 'geometry.geojson', text='{"type":"Point","coordinates":[1,2]}'),
        vector('GeoJSON: a type that is not text', 'typed.geojson', text='{"type":5,"features":[]}'),
        vector('GeoJSON: a Feature whose features are not a list', 'features.geojson',
               text='{"type":"Feature","features":5,"geometry":{"type":"Point","coordinates":[1,2]}}'),
        vector('GeoJSON: a Feature whose properties are not an object', 'properties.geojson',
               text='{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":5}'),
        vector('GeoJSON: a Feature whose geometry has no type', 'geometry-type.geojson', text='{"type":"Feature","geometry":{"coordinates":[1,2]}}'),
        vector('GeoJSON: a point off Earth refuses the file', 'off.geojson', text='{"type":"Feature","geometry":{"type":"Point","coordinates":[700,43.73]}}'),
        vector('GeoJSON: nesting 512 deep (the limit) reads', 'deep512.geojson',
               parts=[['{"type":"FeatureCollection","x":', 1], ['[', 511], [']', 511], [',"features":[]}', 1]]),
        vector('GeoJSON: nesting 513 deep is refused', 'deep513.geojson',
               parts=[['{"type":"FeatureCollection","x":', 1], ['[', 512], [']', 512], [',"features":[]}', 1]]),
        vector('GeoJSON: a million nested lists', 'deep.geojson', parts=[['[', 1000000]]),
        vector('GeoJSON: a million nested lists, closed', 'deep-closed.geojson', parts=[['{"a":', 1], ['[', 1000000], [']', 1000000], ['}', 1]]),
        vector('GeoJSON: more than 100,000 features, skipped lines included', 'lines.geojson',
               parts=[['{"type":"FeatureCollection","features":[', 1], [feature, 100000], ['{}]}', 1]]),
        vector('GeoJSON: more than 50,000 points', 'points.geojson',
               parts=[['{"type":"FeatureCollection","features":[', 1], [point + ',', 50000], [point + ']}', 1]]),
    ]


SAVED_AT = '2024-05-31T16:08:37Z'
PLACES = [
    {'name': 'Hôtel "Le Parc" & <spa>', 'note': 'Code 4521B, 2ᵉ étage\nsonner', 'latitude': 45.7640123, 'longitude': 4.8357456, 'savedAt': SAVED_AT,
     'colour': '#1E88E5', 'group': 'Lyon, France'},
    {'name': '東京駅', 'latitude': 35.6812362, 'longitude': 139.7671248},
    {'name': 'Pôle', 'note': '', 'latitude': -89.9999999, 'longitude': -179.9999999, 'savedAt': SAVED_AT, 'colour': '#e53935', 'group': 'Lyon, France'},
    {'name': "Ctrl\u0001\u0008\u000b\u001f tab\t'apos'", 'note': '\r\n', 'latitude': 0.0009765625, 'longitude': -0.0009765625, 'colour': 'nope',
     'group': '<g>'},
    {'name': 'Zéro', 'latitude': -0.0, 'longitude': 1e-10, 'savedAt': '1969-12-31T23:59:59Z', 'colour': '#abc'},
    {'name': 'Ties', 'latitude': 1.0000000005, 'longitude': 179.9999999995},
]
TRACKS = [
    {'name': 'Boucle du <Mont> & "col"', 'note': '2ᵉ jour\nfacile', 'colour': '#1E96F0',
     'points': [[44.9, 6.05, 1200.5, '2024-05-31T08:00:00Z'], [44.9001, 6.0501, None, '2024-05-31T08:00:01.250Z'], [44.9002, 6.0502, 25.600000381469727],
                [44.9003, 6.0503], [44.9004, 6.0504, 0.00001, '1969-12-31T23:59:59.999Z'], [44.9005, 6.0505, -0.0, '2024-05-31T08:00:03Z'],
                [44.9006, 6.0506, 0.0001, '0900-01-01T00:00:00Z'], [44.9007, 6.0507, 1e16]],
     'breaks': [3, 6]},
    {'name': '', 'points': [[1, 2], [3, 4, 5]]},
    {'name': 'One timed point', 'points': [[-33.8568, 151.2153, None, '2024-01-01T00:00:00.001Z']]},
]


def exports():
    """The same lists written as GPX, then as GeoJSON."""
    lists = [
        ('places with names, notes, groups, colours, times; control characters; exact ties at the 10th decimal', 'Voyage & <co>', PLACES, []),
        ('tracks with segments, elevations, times to the millisecond', 'Baluchon', [], TRACKS),
        ('places and tracks together', 'Baluchon', PLACES[:2], TRACKS[1:2]),
        ('nothing', '', [], []),
    ]
    return [{'source': f'{file_format}: {source}', 'format': file_format, 'title': title, 'places': places, 'tracks': tracks}
            for file_format in ['gpx', 'geojson'] for source, title, places, tracks in lists]


class Server:
    """POSTs to a running server's /api/v1/files, spaced for its rate limit (30 at once, then one a second)."""

    def __init__(self, base_url):
        self.files_url = base_url.rstrip('/') + '/api/v1/files'
        self.last_call = 0.0

    def post(self, path, body, language='en', content_type='application/octet-stream'):
        """The status and body of the answer, a little over a second after the last call; asks again after a 429."""
        while True:
            time.sleep(max(0.0, SECONDS_BETWEEN_CALLS - (time.time() - self.last_call)))
            self.last_call = time.time()
            request = urllib.request.Request(self.files_url + path, data=body, method='POST',
                                             headers={'Accept-Language': language, 'Content-Type': content_type})
            try:
                with urllib.request.urlopen(request, timeout=120) as answer:
                    return answer.status, answer.read()
            except urllib.error.HTTPError as error:
                if error.code != 429:
                    return error.code, error.read()
                time.sleep(float(error.headers.get('Retry-After') or 5))


# A vector's `encoding`: the bytes written first, and Python's codec (latin1-bytes: each character as one byte).
ENCODINGS = {'utf-8': (b'', 'utf-8'), 'utf-16le': (b'\xff\xfe', 'utf-16-le'), 'utf-16be': (b'\xfe\xff', 'utf-16-be'),
             'latin1-bytes': (b'', 'latin-1')}


def file_bytes(item):
    """An import's bytes: its fixture, or its text or parts in its encoding (UTF-16 with a byte order mark)."""
    if 'file' in item:
        return (FIXTURES / item['file']).read_bytes()
    text = item['text'] if 'text' in item else ''.join(part * times for part, times in item['parts'])
    byte_order_mark, codec = ENCODINGS[item.get('encoding', 'utf-8')]
    return byte_order_mark + text.encode(codec)


def read_answer(body):
    """The JSON answer, keeping -0 negative (as -0.0)."""
    return json.loads(body, parse_int=lambda digits: -0.0 if digits == '-0' else int(digits))


def with_sorted_keys(value):
    """The value with every object's keys sorted: the server's order changes from one run to the next."""
    if isinstance(value, dict):
        return {key: with_sorted_keys(value[key]) for key in sorted(value)}
    if isinstance(value, list):
        return [with_sorted_keys(item) for item in value]
    return value


def imported(server, item):
    """The import with the server's `answer`, or its `error` with messages in English and French."""
    data = file_bytes(item)
    path = '/import?' + urllib.parse.urlencode({'name': item['name']})
    status, body = server.post(path, data)
    answer = read_answer(body)
    if status == 200:
        return {**item, 'answer': {key: with_sorted_keys(answer[key]) for key in ('places', 'tracks', 'skipped')}}
    french = read_answer(server.post(path, data, language='fr')[1])
    messages = {'en': answer['error']['message'], 'fr': french['error']['message']}
    return {**item, 'error': {'code': answer['error']['code'], 'message': messages}}


def exported(server, item):
    """The export with the `file` the server writes."""
    body = json.dumps({'title': item['title'], 'places': item['places'], 'tracks': item['tracks']}).encode()
    status, answer = server.post('/export?format=' + item['format'], body, content_type='application/json')
    if status != 200:
        sys.exit(f'export failed: {item["source"]}: {answer[:300]}')
    return {**item, 'file': answer.decode('utf-8')}


def vectors_text(vectors):
    """The vectors as committed: one line for `about`, then one line for each vector of each list."""
    def rows(items):
        return '[\n' + ',\n'.join('  ' + json.dumps(item, ensure_ascii=False) for item in items) + '\n ]'
    lists = ''.join(f',\n "{key}": ' + rows(vectors[key]) for key in ('imports', 'exports'))
    return '{\n "about": ' + json.dumps(vectors['about'], ensure_ascii=False) + lists + '\n}\n'


def main():
    parser = argparse.ArgumentParser(description='Writes the shared file vectors from a running server\'s answers.')
    parser.add_argument('base_url', nargs='?', default='http://127.0.0.1:8080', help='the server (default http://127.0.0.1:8080)')
    parser.add_argument('-o', '--output', type=pathlib.Path, default=OUTPUT, help=f'where to write (default {OUTPUT.relative_to(ROOT)})')
    arguments = parser.parse_args()
    server = Server(arguments.base_url)
    imports = real_files() + numbers_and_times() + text_and_encodings() + hostile_xml() + hostile_geojson() + kml_vectors() + csv_vectors()
    vectors = {'about': ABOUT, 'imports': [imported(server, item) for item in imports],
               'exports': [exported(server, item) for item in exports()]}
    arguments.output.write_bytes(vectors_text(vectors).encode('utf-8'))
    print(len(vectors['imports']), 'imports', len(vectors['exports']), 'exports written to', arguments.output)


if __name__ == '__main__':
    main()
