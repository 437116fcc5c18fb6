"""The KML, KMZ and CSV imports of Tests/Fixtures/sharing/files-twin.json, for make-files-twin.py: real files
(togeojson's tests, Organic Maps, Google My Maps, spreadsheets; the KMZ archives under
Tests/Fixtures/sharing/kmz/), and the ones the server refuses."""


def vector(source, name, **how):
    """An import: a description, the file's name, and its `file`, `text` or `parts` (and `encoding`)."""
    return {'source': source, 'name': name, **how}


KML_STYLES = """<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
<Document><name>Styles</name>
  <Style id="s1"><IconStyle><color>ff00ff00</color></IconStyle><LineStyle><color>7fff0000</color></LineStyle></Style>
  <Style id="s1"><IconStyle><color>ff0000ff</color></IconStyle></Style>
  <Style id="hl"><LineStyle><color>ff00ffff</color></LineStyle></Style>
  <StyleMap id="m1"><Pair><key>highlight</key><styleUrl>#hl</styleUrl></Pair><Pair><key>normal</key><styleUrl>#s1</styleUrl></Pair></StyleMap>
  <StyleMap id="hl"><Pair><key>normal</key><styleUrl>#none</styleUrl></Pair></StyleMap>
  <Placemark><name> Style by id </name><styleUrl>#s1</styleUrl><Point><coordinates> 2.35 , 48.85 , 35 </coordinates></Point></Placemark>
  <Placemark><name>Inline icon</name><Style><IconStyle><color>FF112233</color></IconStyle></Style><styleUrl>#s1</styleUrl>
    <Point><coordinates>2.36,48.86</coordinates></Point></Placemark>
  <Placemark><name>Our colour</name><ExtendedData><Data name="baluchon:colour"><value>#AbC</value></Data><Data name="x"/></ExtendedData>
    <Style><IconStyle><color>ff112233</color></IconStyle></Style><Point><coordinates>2.37,48.87</coordinates></Point></Placemark>
  <Placemark><name>Unknown Organic Maps colour</name><styleUrl>#placemark-mauve</styleUrl><Point><coordinates>2.38	48.88</coordinates></Point></Placemark>
  <Placemark><name>My Maps icon</name><styleUrl>icon-503-DB4436-nodesc</styleUrl><TimeStamp><when>2024-05-31T18:08:37+02:00</when></TimeStamp>
    <Point><coordinates>2.39,48.89,x</coordinates></Point></Placemark>
  <Folder><name>  </name><Folder><name>Inner</name>
    <Placemark><name>Line by style map</name><description>d</description><styleUrl>#m1</styleUrl>
      <Point><coordinates>2.4,48.9</coordinates></Point>
      <LineString><coordinates>2.4,48.9,10 2.41, 48.91 2.42,48.92,abc 200,1 2.43,48.93</coordinates></LineString></Placemark>
    <Placemark><name>Track</name><styleUrl>#hl</styleUrl><gx:Track><when>2024-05-31T16:08:37Z</when><when>bad</when>
      <gx:coord>2.5 48.95 100</gx:coord><gx:coord>2.51 48.96</gx:coord><gx:coord>2.52</gx:coord></gx:Track></Placemark>
  </Folder></Folder>
  <Placemark><name>No point</name></Placemark>
  <Placemark><name>Empty coordinates</name><Point><coordinates>  </coordinates></Point></Placemark>
  <NetworkLink><Placemark><name>Not walked into</name><Point><coordinates>1,2</coordinates></Point></Placemark></NetworkLink>
</Document></kml>
"""


def kml_vectors():
    """KML as togeojson's tests, Organic Maps, Google My Maps and Google Earth write it; hostile and broken KML."""
    togeojson = ['gxmultitrack.kml', 'gxtrack.kml', 'linestring.kml', 'multigeometry.kml', 'multitrack.kml']
    doc = '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>{}</Document></kml>'
    return [vector(f'togeojson fixture {name} (KML tracks: gx:Track, gx:MultiTrack, MultiGeometry, LineString)', name,
                   file=f'tracks/togeojson/{name}') for name in togeojson] + [
        vector('Organic Maps KML (inside a KMZ zipped by Info-ZIP): the list name as group, colour from the style URL, CDATA',
               'info-zip.kmz', file='sharing/kmz/info-zip.kmz'),
        vector('Google My Maps KMZ: layers as folders, icon colour in the style id, a line coloured through its style map',
               'Voyage Portugal.kmz', file='sharing/kmz/google-my-maps.kmz'),
        vector('A KMZ written to a stream (sizes in data descriptors after each entry), images first', 'streamed.kmz',
               file='sharing/kmz/streamed.kmz'),
        vector('A KMZ stored without compression, its list not named doc.kml: the first .kml is read', 'export.zip',
               file='sharing/kmz/stored.kmz'),
        vector('KML styles: later ids win, style maps, inline styles, our extended-data colour, Organic Maps and My Maps URLs, '
               'points with spaces and junk numbers, nested and blank folders, lines and gx:Track with times', 'styles.kml', text=KML_STYLES),
        vector('A KML named .xml is recognised by its first bytes', 'export.xml',
               text='<?xml version="1.0"?><kml><Placemark><name>x</name><Point><coordinates>6.1,45.9</coordinates></Point></Placemark></kml>'),
        vector('ISO-8859-1 KML, as its declaration says', 'latin1.kml',
               text='<?xml version="1.0" encoding="ISO-8859-1"?><kml><Placemark><name>Z\u00fcrich</name><Point><coordinates>8.5,47.4</coordinates></Point></Placemark></kml>',
               encoding='latin1-bytes'),
        vector('KML: not a KML root', 'html.kml', text='<html><Placemark/></html>'),
        vector('KML: a point with one number', 'one.kml', text=doc.format('<Placemark><Point><coordinates>6.1</coordinates></Point></Placemark>')),
        vector('KML: a point off Earth refuses the file', 'off.kml', text=doc.format('<Placemark><Point><coordinates>6.1,95</coordinates></Point></Placemark>')),
        vector('KML: a DOCTYPE is refused', 'xxe.kml',
               text='<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&xxe;</name></Placemark></kml>'),
        vector('KML cut short', 'cut.kml', text='<kml>\n<Document>\n<Placemark>'),
        vector('KML nesting 101 levels deep is refused', 'deep.kml', parts=[['<kml>', 1], ['<a>', 100], ['</a>', 100], ['</kml>', 1]]),
        vector('KML bytes that are not UTF-8', 'bad.kml', text='<kml>\n<Placemark><name>\xff</name></Placemark></kml>', encoding='latin1-bytes'),
        vector('KMZ: not a ZIP archive', 'list.kmz', file='sharing/kmz/not-zip.kmz'),
        vector('KMZ: an archive cut in half (no end of directory)', 'truncated.kmz', file='sharing/kmz/truncated.kmz'),
        vector('KMZ: a name leading out of the archive', 'outside.kmz', file='sharing/kmz/outside.kmz'),
        vector('KMZ: two files of one name, whatever their case', 'duplicate.kmz', file='sharing/kmz/duplicate.kmz'),
        vector('KMZ: no KML inside', 'no-kml.kmz', file='sharing/kmz/no-kml.kmz'),
        vector('KMZ: compressed with bzip2, not deflate', 'bzip2.kmz', file='sharing/kmz/bzip2.kmz'),
        vector('KMZ: a zip bomb (5 MB declared from 5 KB)', 'bomb.kmz', file='sharing/kmz/bomb.kmz'),
        vector('KMZ: its KML declared over 20 MB', 'huge.kmz', file='sharing/kmz/huge.kmz'),
        vector('KMZ: a zip bomb that lies (1,000 bytes declared, inflates past 20 MB)', 'lying.kmz', file='sharing/kmz/lying.kmz'),
        vector('KMZ: a CRC-32 that does not match', 'checksum.kmz', file='sharing/kmz/checksum.kmz'),
        vector('KMZ: deflated data damaged', 'damaged.kmz', file='sharing/kmz/damaged.kmz'),
        vector('KMZ: its KML cut short', 'broken-kml.kmz', file='sharing/kmz/broken-kml.kmz'),
    ]


# A CSV's saved_at as spreadsheets write it (CSVFile.savedAt): day first, with or without a time, an ISO day alone
# (all read as UTC); then days and times not on the calendar, US order and other forms, dropped (the place kept).
CSV_DATES = ['31/05/2024', '31/05/2024 16:08', '31/05/2024 16:08:37', '1/5/2024 9:05', ' 01/05/2024 09:05:07 ', '2024-05-31', '29/02/2024',
             '29/02/2000 23:59:59', '31/12/1969 23:59:59', '1/1/1970 0:00', '29/02/1600', '01/01/0001', '31/12/9999 23:59:59',
             '2024-05-31T18:08:37+02:00', '31/02/2024', '29/02/2023', '29/02/1900', '31/04/2024', '00/05/2024', '31/00/2024', '31/13/2024',
             '05/31/2024', '31/05/2024 24:00', '31/05/2024 23:60', '31/05/2024 23:59:60', '31/05/24', '31/05/02024', '123/05/2024',
             '31/05/2024 9:5', '31/05/2024 09:05:7', '31/05/2024  09:05', '31/05/2024T09:05', '31-05-2024', '31.05.2024', '2024-5-31',
             '2024-02-30', '2024-13-01', '2024-05-31 16:08', '\u0663\u0661/\u0660\u0665/\u0662\u0660\u0662\u0664', '31/05/2024 16:08 UTC',
             '+1/05/2024', '31/05/2024 -1:00', '31/05/2024 16:08:37.5', '', '2024-05-31 9:05:07', '2024-05-31 16:08:00',
             '2024-02-29 23:59:59', '2024-05-31 0:00', '2024-05-31 24:00', '2024-05-31 23:60', '2024-05-31 23:59:60', '2024-02-30 10:00',
             '2023-02-29 12:00', '2024-05-31  16:08', '2024-05-31 16:8', '2024-05-31 016:08', '2024-05-31 16:08 UTC', '2024-05-31\t16:08']


def csv_vectors():
    """CSV as spreadsheets write it (comma, semicolon, tab, pipe; quotes; BOM; CR, LF, CRLF), and CSV refused."""
    return [
        vector('CSV as a French spreadsheet saves it: BOM, semicolons, CRLF, a semicolon and doubled quotes in quoted cells', 'Lieux.csv',
               text='\ufeffname;Latitude;Longitude;Description;Catégorie\r\n"Tour; Eiffel";48.8584;2.2945;"Dit ""la dame de fer""";Paris\r\n'
                    'Louvre;48.8606;2.3376;;Paris\r\n'),
        vector('CSV with decimal commas and French column names (French spreadsheet, semicolons)', 'virgules.csv',
               text='Nom;Latitude;Longitude\r\nTour Eiffel;48,8584;2,2945\r\nCap Horn;-55,9833;+67,2667\r\n'),
        vector('CSV from a French spreadsheet as tab-separated text: decimal commas, French names in capitals, accents and spaces, '
               'a decomposed accent, a date', 'Lieux.csv',
               text='Libellé\tLAT\t LONGITUDE \tRemarque\tCATÉGORIE \tCouleur\tEnregistre\u0301 le\n'
                    'Tour Eiffel\t 48,8584 \t2,2945\tSommet fermé le soir\tParis\t#E53935\t2024-05-31T16:08:37Z\n'
                    'Louvre\t48.8606\t2,3376\t\tParis\t\t\n'),
        vector('CSV split by pipes with French names (Titre, Dossier, Commentaire, Color, Date) and decimal commas', 'pipes-fr.csv',
               text='Titre|Lat|Lng|Commentaire|Dossier|Color|Date\nGare|43,2951|5,3754|quai A|Marseille|abc|2024-05-31\n'),
        vector('CSV dates as a French spreadsheet writes them, day first (31/05/2024, 1/5/2024 9:05, with seconds), and an ISO day alone '
               'or with a time after one space (2024-05-31 16:08, as LibreOffice writes it), read as UTC; days and times not on the calendar '
               '(31/02, 29/02/2023, 24:00), US order and other forms dropped, the place kept',
               'dates.csv',
               text='Nom;Latitude;Longitude;Enregistré le\r\n' + ''.join(f'd{index};1;2;{cell}\r\n' for index, cell in enumerate(CSV_DATES))),
        vector('CSV with commas: a quoted day-first date and time, a bare one, a US one dropped', 'dates-comma.csv',
               text='name,lat,lon,date\nA,1,2,"31/05/2024 16:08"\nB,3,4,1/5/2024\nC,5,6,12/31/2024 23:59\n'),
        vector('CSV: the first alias a header holds names the column (Nom before Titre, Groupe before Dossier, Note before Description)',
               'aliases-fr.csv', text='Titre;Nom;lat;lon;Dossier;Groupe;Description;Note\nt;n;1;2;d;g;desc;note\n'),
        vector('CSV with commas: a quoted decimal comma is read, a dot or a comma alike', 'quoted.csv',
               text='name,lat,lon\n"Cap Horn","-55,9833","-67,2667"\nZéro,"0,0","-0,5"\nLouvre,48.8606,"2,3376"\n'),
        vector('CSV with French names but no coordinates: the missing columns are named', 'ville.csv', text='Nom;Ville;Pays\nx;Paris;France\n'),
    ] + [
        vector(f'CSV: "{cell}" is no decimal comma (one comma between digits, no dot, nothing else): refused', 'virgules.csv',
               text=f'Nom;Latitude;Longitude\nA;1,5;2,5\nB;{cell};2\n')
        for cell in ['1,234,5', '48,85,84', '48.858,4', '48,', ',5', '1,5e3', '0x1,8']
    ] + [
        vector('CSV with commas: a quoted cell holding a comma and a dot is refused', 'quoted.csv', text='name,lat,lon\nx,"48,858.4",2\n'),
        vector('CSV: aliases and case in the header (Title, LAT, Long, desc, folder, Color, timestamp), short rows, blank lines',
               'aliases.csv', text=' Title ,LAT,Long,desc,folder,Color,timestamp,extra\n"a,b",1.5, -2 ,n,g,#F00,2024-05-31T16:08:37Z,x\n\n'
                                  'c,3,4\nd,5e0,0x10,,,ff112233, 2024-05-31 \n'),
        vector('Tab-separated values named .csv, lone CR line ends, a quoted line break', 'tabs.csv',
               text='name\tlatitude\tlongitude\tnote\r"multi\nline"\t1\t2\t"a ""b"" c"\rnext\t3\t4\tx"y\r'),
        vector('Pipe-separated values; quotes in the header line', 'pipes.csv', text='"na|me"|lat|lng\nx|1|2\n'),
        vector('CSV: cells guarded against formulas lose their apostrophe, others keep it', 'formulas.csv',
               text="name,lat,lon,note,group\n'=SUM(1),1,2,'+33 6,''-g\n'hello,1,2,l'eau,'@x\n"),
        vector('CSV: the header alone', 'header.csv', text='name,latitude,longitude\n'),
        vector('CSV: a comma in the header wins over more semicolons', 'mixed.csv', text='name;a;b;c,lat,lon\nx;y;z;w,1,2\n'),
        vector('CSV written by Google My Maps (WKT): no latitude or longitude column', 'mymaps.csv',
               text='WKT,name,description\n"POINT (2.2945 48.8584)",Tour Eiffel,\n'),
        vector('CSV: a latitude column but no longitude', 'lat-only.csv', text='name,latitude,lng2\nx,1,2\n'),
        vector('CSV: a latitude that is not a number, on line 3', 'abc.csv', text='name,lat,lon\nx,1,2\ny,abc,2\n'),
        vector('CSV: a place off Earth', 'off.csv', text='name,lat,lon\nx,1,2\n\ny,91,2\n'),
        vector('CSV: a quote never closed', 'quote.csv', text='name,lat,lon\n"x,1,2\n'),
        vector('CSV: bytes that are not UTF-8', 'latin1.csv', text='name,lat,lon\nZ\u00fcrich,47.4,8.5\n', encoding='latin1-bytes'),
        vector('CSV: more than 100,000 records, empty lines included', 'lines.csv', parts=[['name,lat,lon\n', 1], ['\n', 100000]]),
        vector('CSV: more than 50,000 places', 'places.csv', parts=[['name,lat,lon\n', 1], ['x,1,2\n', 50001]]),
    ]
