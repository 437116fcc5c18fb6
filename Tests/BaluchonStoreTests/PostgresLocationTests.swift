import BaluchonCore
import Testing

@testable import BaluchonStore

@Suite("PostgreSQL URLs")
struct PostgresLocationTests {
    @Test("A URL gives host, port, user, password and database; its description hides the password")
    func parts() throws {
        let location = try PostgresLocation(url: "postgresql://bal%40uchon:p%2Fss@db.example:6543/baluchon?sslmode=require")
        #expect(location.host == "db.example" && location.port == 6543 && location.database == "baluchon" && location.requiresTLS)
        #expect(location.user == "bal@uchon" && location.password == "p/ss")
        #expect(location.description == "postgres://bal@uchon:***@db.example:6543/baluchon?sslmode=require")
        let plain = try PostgresLocation(url: "postgres://baluchon@[::1]/baluchon")
        #expect(plain.port == 5432 && plain.password == nil && !plain.requiresTLS)
        #expect(plain.description == "postgres://baluchon@[::1]:5432/baluchon")
    }

    @Test(
        "What is not a database URL is refused with the reason, without the password",
        arguments: [
            ("mysql://root:secret@host/db", "must start with postgres:// or postgresql://, not mysql://"),
            ("postgres://root:secret@/db", "names no host"),
            ("postgres://host/db", "names no user (postgres://user@host/database)"),
            ("postgres://root:secret@host", "names no database (postgres://user@host/database)"),
            ("postgres://root:secret@host/db?sslmode=verify-full", "has sslmode=verify-full; use sslmode=disable or sslmode=require"),
            ("postgres://root:secret@host/db?application_name=x", "has an unknown parameter “application_name” (only sslmode is understood)"),
            ("secret", "is not a URL such as postgres://user:password@host:5432/database"),
        ])
    func refused(_ url: String, reason: String) {
        let error = #expect(throws: PostgresLocation.Invalid.self) { try PostgresLocation(url: url) }
        #expect(error?.reason.text(in: .en) == reason)
    }
}
