package import Foundation
import SwiftToolchain
import TutorChecks

/// Splits a graded program's standard output into its probe records (framed with the run's
/// marker; see `ProbeRecord`) and the student's own output, attributed to the top level or to
/// the check that was running — and asks for the program to be stopped when one check runs
/// longer than its share of the time.
package final class ObservationScanner: OutputSink {
  package private(set) var stream = ProbeStream()
  /// In a sweep (``sweeping``): each finished round's stream, by round; ``stream`` is the
  /// round now running (``round``).
  package private(set) var rounds: [Int: ProbeStream] = [:]
  /// The sweep round now running, once its `round` record came.
  package private(set) var round: Int?
  /// The check that began and has not ended.
  private(set) var running: Int?
  /// True when every check reported.
  package private(set) var finished = false
  package private(set) var deadline: Date?

  private let marker: [UInt8]
  private let checkSeconds: Double
  private var matched = 0
  private var inRecord = false
  private var body: [UInt8] = []
  private var keptTotal = 0
  private let totalLimit: Int
  private let first: Int
  private let sweeping: Bool

  /// A scanner for a run that starts at check `first`, or for a sweep (`validate`'s runs of
  /// every check in many rounds, each after a `round` record) when `sweeping`.
  package init(
    marker: String, outputLimit: Int, checkSeconds: Double, first: Int, sweeping: Bool = false
  ) {
    self.marker = [ProbeRecord.opener] + Array(marker.utf8) + [0x20]
    totalLimit = outputLimit
    self.checkSeconds = checkSeconds
    self.first = sweeping ? 0 : first
    self.sweeping = sweeping
  }

  package func consume(_ chunk: ArraySlice<UInt8>) {
    var index = chunk.startIndex
    while index < chunk.endIndex {
      if inRecord {
        let end = chunk[index...].firstIndex(of: ProbeRecord.closer) ?? chunk.endIndex
        if body.count < 1 << 20 { body += chunk[index..<end] }
        index = end
        if end < chunk.endIndex {
          inRecord = false
          take(WireRecord.decode(body))
          index += 1
        }
      } else if matched > 0 {
        if chunk[index] == marker[matched] {
          matched += 1
          index += 1
          if matched == marker.count {
            matched = 0
            inRecord = true
            body.removeAll(keepingCapacity: true)
          }
        } else {
          emitOutput(marker[0..<matched])
          matched = 0
        }
      } else {
        let next = chunk[index...].firstIndex(of: ProbeRecord.opener) ?? chunk.endIndex
        emitOutput(chunk[index..<next])
        index = next
        if next < chunk.endIndex {
          matched = 1
          index += 1
        }
      }
    }
  }

  /// The most checks a program may plan, observations one check may keep, and bytes of
  /// observed text one run may keep: the student's program writes these records, so nothing in
  /// them is trusted to be sane (a plan of `Int.max` checks, a flood of observations).
  static let maxChecks = 1_000
  static let maxObservations = 10_000
  static let maxObservedBytes = 8 << 20
  private var observedBytes = 0

  private func take(_ record: WireRecord?) {
    guard let record else { return }
    switch record.kind {
    case "round":
      guard sweeping, let next = record.count, next > (round ?? -1) else { return }
      if let round { rounds[round] = stream }
      (stream, running, deadline, finished, observedBytes) = (ProbeStream(), nil, nil, false, 0)
      round = next
    case "plan":
      if stream.planned == nil, let count = record.count, (0...Self.maxChecks).contains(count) {
        stream.planned = count
      }
    case "begin":
      guard let index = record.check, index >= first, index < (stream.planned ?? 0) else {
        return
      }
      running = index
      deadline = Date().addingTimeInterval(checkSeconds)
      var check = stream.checks[index] ?? ProbeStream.CheckRecord()
      check.info = ProbeStream.CheckInfo(
        name: record.name ?? "", chineseName: record.chineseName, task: record.task,
        hint: record.hint, line: record.line)
      stream.checks[index] = check
    case "obs":
      guard let index = record.check, index == running,
        (stream.checks[index]?.observations.count ?? 0) < Self.maxObservations,
        observedBytes < Self.maxObservedBytes
      else { return }
      observedBytes +=
        (record.what?.utf8.count ?? 0) + (record.chineseName?.utf8.count ?? 0)
        + (record.value?.utf8.count ?? 0)
      stream.checks[index]?.observations.append(
        ProbeStream.Observation(
          what: record.what ?? "", chineseWhat: record.chineseName, value: record.value ?? "",
          tolerance: record.tolerance))
    case "end":
      guard let index = record.check, index == running else { return }
      stream.checks[index]?.ended = true
      running = nil
      deadline = nil
    case "done": finished = running == nil
    default: break
    }
  }

  private func emitOutput(_ bytes: ArraySlice<UInt8>) {
    guard !bytes.isEmpty else { return }
    let room = max(0, totalLimit - keptTotal)
    let kept = bytes.prefix(room)
    stream.droppedBytes += bytes.count - kept.count
    keptTotal += kept.count
    guard !kept.isEmpty else { return }
    let text = String(decoding: kept, as: UTF8.self)
    if let running {
      stream.checks[running]?.output += text
    } else if stream.planned == nil {
      stream.topLevelOutput += text
    }
  }
}

/// One record as it arrives (see `ProbeRecord` for the keys).
struct WireRecord: Decodable {
  let kind: String
  let check: Int?
  package let name: String?
  package let chineseName: String?
  let task: Int?
  let hint: Int?
  package let line: Int?
  package let what: String?
  package let value: String?
  package let tolerance: Double?
  let count: Int?

  enum CodingKeys: String, CodingKey {
    case kind = "k"
    case check = "c"
    case name = "n"
    case chineseName = "zh"
    case task, hint, line
    case what = "w"
    case value = "v"
    case tolerance = "tol"
    case count
  }

  static func decode(_ bytes: [UInt8]) -> WireRecord? {
    try? JSONDecoder().decode(WireRecord.self, from: Data(bytes))
  }
}
