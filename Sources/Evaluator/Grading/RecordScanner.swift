import TutorChecks

/// Splits a graded program's standard output into the harness's records
/// (framed with the run's secret token) and the student's own output,
/// attributed to the top level or to the check that was running.
///
/// Text the student prints, however verdict-shaped, stays output: only
/// records carrying the token count.
final class RecordScanner: OutputSink {
  /// Output printed before the checks started.
  private(set) var topLevelOutput = CappedBuffer(limit: 64 << 10)
  /// Output printed during each check, by index.
  private(set) var checkOutput: [Int: CappedBuffer] = [:]
  /// Records in the order they arrived.
  private(set) var records: [ResultRecord] = []
  /// Output bytes dropped past the overall cap.
  var droppedBytes: Int {
    topLevelOutput.dropped + checkOutput.values.reduce(0) { $0 + $1.dropped } + overflow
  }

  private let marker: [UInt8]
  private var matched = 0
  private var inRecord = false
  private var body: [UInt8] = []
  private var current: Int?
  private var keptTotal = 0
  private var overflow = 0
  private let totalLimit: Int

  init(token: String, outputLimit: Int) {
    marker = [ResultRecord.opener] + Array(token.utf8) + [0x20]
    totalLimit = outputLimit
  }

  func consume(_ chunk: ArraySlice<UInt8>) {
    var index = chunk.startIndex
    while index < chunk.endIndex {
      if inRecord {
        let end = chunk[index...].firstIndex(of: ResultRecord.closer) ?? chunk.endIndex
        if body.count < 1 << 20 { body += chunk[index..<end] }
        index = end
        if end < chunk.endIndex {
          finishRecord()
          index += 1
        }
      } else if matched > 0 {
        if chunk[index] == marker[matched] {
          matched += 1
          index += 1
          if matched == marker.count {
            matched = 0
            inRecord = true
            body.removeAll()
          }
        } else {
          emitOutput(marker[0..<matched])
          matched = 0
        }
      } else {
        let next = chunk[index...].firstIndex(of: ResultRecord.opener) ?? chunk.endIndex
        emitOutput(chunk[index..<next])
        index = next
        if next < chunk.endIndex {
          matched = 1
          index += 1
        }
      }
    }
  }

  private func finishRecord() {
    inRecord = false
    guard let record = ResultRecord.decode(body: String(decoding: body, as: UTF8.self)) else {
      return
    }
    records.append(record)
    switch record {
    case .begin(let index, _): current = index
    case .pass, .fail, .done, .plan: current = nil
    case .harnessError: break
    }
  }

  private func emitOutput(_ bytes: ArraySlice<UInt8>) {
    guard !bytes.isEmpty else { return }
    let room = max(0, totalLimit - keptTotal)
    let kept = bytes.prefix(room)
    overflow += bytes.count - kept.count
    keptTotal += kept.count
    guard !kept.isEmpty else { return }
    if let current {
      let buffer = checkOutput[current] ?? CappedBuffer(limit: totalLimit)
      buffer.consume(kept)
      checkOutput[current] = buffer
    } else {
      topLevelOutput.consume(kept)
    }
  }
}
