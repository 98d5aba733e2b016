public import Foundation
import SwiftToolchain

/// Reads a roster CSV (``Roster``): RFC 4180 (quoted fields, doubled quotes, CRLF or LF), a byte
/// order mark allowed, a header row naming the columns.
public enum RosterLoader {
  /// A roster's columns.
  private enum Column: CaseIterable {
    case id, name, email, sisID, section, canvasID, folder, identifier

    /// The header names it may have, lowercased, spaces and dashes as `_`; for the id, the
    /// surest name of a folder first.
    package var names: [String] {
      switch self {
      case .id: ["github_username", "login", "username", "id", "identifier", "student_id", "user"]
      case .name: ["name", "full_name", "student", "student_name"]
      case .email: ["email", "email_address", "e_mail"]
      case .sisID: ["sis_id", "sis_user_id", "student_number", "id_number", "idnumber"]
      case .section: ["section", "group", "class"]
      case .canvasID: ["canvas_id"]
      case .folder: ["folder"]
      // GitHub Classroom's roster identifier beside the user name that names the folders:
      // the school's own (an email or a student number).
      case .identifier: ["identifier"]
      }
    }

    /// Sets `value` as this column of `student`.
    func set(_ value: String, on student: inout Roster.Student) {
      switch self {
      case .id: student.id = value
      case .name: student.name = value
      case .email: student.email = value
      case .sisID: student.sisID = value
      case .section: student.section = value
      case .canvasID: student.canvasID = value
      case .folder: student.folder = value
      case .identifier:
        if value.contains("@") {
          student.email = student.email ?? value
        } else {
          student.sisID = student.sisID ?? value
        }
      }
    }
  }

  /// The roster in `file`; throws ``EvaluatorError/badInput(path:reason:)`` naming the file and
  /// the line of the first problem.
  public static func load(_ file: URL) throws -> Roster {
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw EvaluatorError.badInput(path: file.path, reason: "cannot read it as UTF-8 text")
    }
    let rows = CSVRows.parse(text)
    if let open = CSVRows.unclosedQuote(in: text) {
      throw EvaluatorError.badInput(
        path: "\(file.path):\(open)", reason: "a quote opened here is never closed")
    }
    guard let header = rows.first else {
      throw EvaluatorError.badInput(
        path: file.path, reason: "empty: a header row, then a student a line")
    }
    let names = header.fields.map {
      $0.lowercased().trimmingCharacters(in: .whitespaces)
        .replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_")
    }
    // The id is the surest folder name there is (GitHub Classroom's export has both
    // `identifier` and `github_username`; its download folders end in the user name).
    let idColumn = Column.id.names.lazy.compactMap { names.firstIndex(of: $0) }.first
    var indices: [Int: Column] = [:]
    for (index, name) in names.enumerated() where index != idColumn {
      if let column = Column.allCases.first(where: { $0 != .id && $0.names.contains(name) }),
        !indices.values.contains(column)
      {
        indices[index] = column
      }
    }
    guard let idColumn else {
      let separated = header.fields.count == 1 && header.fields[0].contains(";")
      throw EvaluatorError.badInput(
        path: "\(file.path):\(header.line)",
        reason: "no `id` column (the name of each student's folder: id, login or github_username)"
          + (separated ? "; the columns are separated by `;`: save it as CSV with commas" : ""))
    }
    var students: [Roster.Student] = []
    var seen: [String: Int] = [:]
    let identifierColumn = indices.first { $0.value == .identifier }?.key
    for row in rows.dropFirst() where !row.fields.allSatisfy({ $0.isEmpty }) {
      var id = row.fields.indices.contains(idColumn) ? row.fields[idColumn] : ""
      // GitHub Classroom lists a student who has not linked an account with no user name:
      // they have no repository, so no folder, and are on the roster under their identifier
      // (missing every exercise) rather than stopping the whole class's grading.
      if id.isEmpty, let identifierColumn, row.fields.indices.contains(identifierColumn) {
        id = row.fields[identifierColumn]
      }
      guard !id.isEmpty else {
        throw EvaluatorError.badInput(
          path: "\(file.path):\(row.line)",
          reason: "no \(header.fields[idColumn]) (the name of the student's folder) on this line")
      }
      if let first = seen[id.lowercased()] {
        throw EvaluatorError.badInput(
          path: "\(file.path):\(row.line)", reason: "'\(id)' is on line \(first) already")
      }
      seen[id.lowercased()] = row.line
      var student = Roster.Student(id: id)
      for (index, column) in indices where row.fields.indices.contains(index) {
        if !row.fields[index].isEmpty { column.set(row.fields[index], on: &student) }
      }
      students.append(student)
    }
    return Roster(students: students)
  }
}

/// The rows of a CSV text (RFC 4180), each with the line it starts on.
enum CSVRows {
  /// One row.
  struct Row {
    var fields: [String]
    package var line: Int
  }

  static func parse(_ text: String) -> [Row] {
    var rows: [Row] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var line = 1
    var start = 1
    var scalars = text.unicodeScalars.drop { $0 == "\u{FEFF}" }[...]
    while let scalar = scalars.popFirst() {
      if quoted {
        if scalar == "\"" {
          if scalars.first == "\"" {
            field.unicodeScalars.append(scalars.removeFirst())
          } else {
            quoted = false
          }
        } else {
          if scalar == "\n" { line += 1 }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where field.isEmpty: quoted = true
      case ",":
        fields.append(field.trimmingCharacters(in: .whitespaces))
        field = ""
      case "\r": continue
      case "\n":
        fields.append(field.trimmingCharacters(in: .whitespaces))
        rows.append(Row(fields: fields, line: start))
        (fields, field) = ([], "")
        line += 1
        start = line
      default: field.unicodeScalars.append(scalar)
      }
    }
    if !field.isEmpty || !fields.isEmpty {
      fields.append(field.trimmingCharacters(in: .whitespaces))
      rows.append(Row(fields: fields, line: start))
    }
    return rows
  }

  /// The line of a quote that opens a field and is never closed, if any.
  static func unclosedQuote(in text: String) -> Int? {
    var quoted = false
    var atFieldStart = true
    var line = 1
    var opened = 1
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\n" { line += 1 }
      if quoted {
        if scalar == "\"" {
          // A doubled quote is a quote in the field; one alone closes it.
          if scalars.first == "\"" { scalars.removeFirst() } else { quoted = false }
        }
        atFieldStart = false
        continue
      }
      switch scalar {
      case "\"" where atFieldStart:
        quoted = true
        opened = line
      case ",", "\n": atFieldStart = true
      case " ", "\t", "\r", "\u{FEFF}": break
      default: atFieldStart = false
      }
    }
    return quoted ? opened : nil
  }
}
