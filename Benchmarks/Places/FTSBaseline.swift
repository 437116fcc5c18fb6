import BaluchonCore
import Foundation
import GRDB

/// The comparison: the same places and names in SQLite with an FTS5 index (unicode61 tokenizer,
/// diacritics removed), searched by word prefix, best-populated distinct places first.
struct FTSBaseline {
    let database: DatabaseQueue
    let buildTime: Duration
    let rows: Int

    init(index: GazetteerIndex) throws {
        let database = try DatabaseQueue()
        self.database = database
        var count = 0
        let places = index.places
        let keys = index.keys
        buildTime = try ContinuousClock().measure {
            try database.write { db in
                try db.execute(sql: "CREATE TABLE place (id INTEGER PRIMARY KEY, population INTEGER NOT NULL, country TEXT NOT NULL)")
                try db.execute(sql: "CREATE VIRTUAL TABLE name USING fts5(text, place UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')")
                let insertPlace = try db.makeStatement(sql: "INSERT INTO place VALUES (?, ?, ?)")
                for row in 0..<places.count {
                    try insertPlace.execute(arguments: [row, Int(places.populations[row]), places.countryCode(at: row)])
                }
                let insertName = try db.makeStatement(sql: "INSERT INTO name (text, place) VALUES (?, ?)")
                for key in 0..<keys.count where !keys.isInner(key) {
                    try insertName.execute(arguments: [String(decoding: keys.key(at: key), as: UTF8.self), Int(keys.places[key])])
                    count += 1
                }
                try db.execute(sql: "INSERT INTO name(name) VALUES ('optimize')")
            }
        }
        rows = count
    }

    /// Top 10 distinct places whose names contain the query's words as prefixes, most populated first.
    func search(_ query: PlaceQuery) throws -> [Int] {
        // The folded query holds only letters, digits and single spaces: quoting it is safe.
        let match = "\"\(query.folded)\"*"
        return try database.read { db in
            if let country = query.country {
                return try Int.fetchAll(
                    db,
                    sql: """
                        SELECT place.id FROM name JOIN place ON place.id = name.place
                        WHERE name MATCH ? AND place.country = ? GROUP BY place.id ORDER BY place.population DESC LIMIT 10
                        """, arguments: [match, country])
            }
            return try Int.fetchAll(
                db,
                sql: """
                    SELECT place.id FROM name JOIN place ON place.id = name.place
                    WHERE name MATCH ? GROUP BY place.id ORDER BY place.population DESC LIMIT 10
                    """, arguments: [match])
        }
    }
}
