/// The system calls a jailed program may not make, as the classic-BPF seccomp program bubblewrap
/// loads (`--seccomp FD`) before it starts the program: the ways to hold memory outside every
/// process's count — which the watchdog could not see — and kernel buffers a cgroup v1 does not
/// charge. Each fails with `EPERM`; the jail has no network, and a lesson's program needs none
/// of them.
///
/// - `memfd_create`, `memfd_secret`: files in memory, in no folder and no process's count;
/// - `shmget`, `msgget`: System V shared memory and message queues, which outlive the process
///   that filled them;
/// - `socket`, `socketpair`: socket buffers, about 200 KB each, kernel memory even a cgroup v1
///   does not charge;
/// - `io_uring_setup`: rings and buffers in the kernel;
/// - `vmsplice`, `splice`, `tee`: a pipe holding a reference to a page rather than a copy. Each
///   4 KiB in a pipe would keep the whole folio around it alive — a 2 MiB transparent huge
///   page the program has already unmapped, or a large folio of a system library's page cache
///   — which no process's count shows and reclaim cannot free. `sendfile` into a pipe does the
///   same with page cache (never with the program's own memory); it stays allowed because
///   `FileManager.copyItem` copies with it, and what it can hold is bounded by the files the
///   jail can read, which every jail shares.
///
/// Any call through another architecture's entry (x32, `int 0x80`) fails likewise.
package enum SyscallFilter {
  /// The descriptor bubblewrap reads the program from.
  static let descriptor: Int32 = 5

  /// The filter's bytes (`struct sock_filter` after `struct sock_filter`), or none on an
  /// architecture this tool has no numbers for.
  static let program: [UInt8] = {
    #if arch(x86_64)
    // AUDIT_ARCH_X86_64; socket, socketpair, shmget, msgget, memfd_create, memfd_secret,
    // io_uring_setup, vmsplice, splice, tee; x32 calls have bit 30 set.
    return build(
      arch: 0xC000_003E, calls: [41, 53, 29, 68, 319, 447, 425, 278, 275, 276], foreignBit: true)
    #elseif arch(arm64)
    return build(
      arch: 0xC000_00B7, calls: [198, 199, 194, 186, 279, 447, 425, 75, 76, 77], foreignBit: false)
    #else
    return []
    #endif
  }()

  /// bubblewrap's arguments that load the filter from ``descriptor``; none without a filter.
  static var arguments: [String] { program.isEmpty ? [] : ["--seccomp", "\(descriptor)"] }

  /// What a jailed process must be given to start: the filter on ``descriptor``.
  package static var inputs: [Int32: [UInt8]] { program.isEmpty ? [:] : [descriptor: program] }

  private struct Instruction {
    let code: UInt16
    let jumpTrue: UInt8
    let jumpFalse: UInt8
    let value: UInt32
  }

  private static let load: UInt16 = 0x20  // BPF_LD | BPF_W | BPF_ABS
  private static let jumpEqual: UInt16 = 0x15  // BPF_JMP | BPF_JEQ | BPF_K
  private static let jumpAtLeast: UInt16 = 0x35  // BPF_JMP | BPF_JGE | BPF_K
  private static let giveBack: UInt16 = 0x06  // BPF_RET | BPF_K
  private static let allow: UInt32 = 0x7FFF_0000  // SECCOMP_RET_ALLOW
  private static let refuse: UInt32 = 0x0005_0000 | 1  // SECCOMP_RET_ERRNO | EPERM

  /// Loads the architecture (offset 4 of `struct seccomp_data`) and the call number (offset 0);
  /// every test jumps to the last instruction, the refusal.
  private static func build(arch: UInt32, calls: [UInt32], foreignBit: Bool) -> [UInt8] {
    var tests: [(code: UInt16, value: UInt32)] = []
    if foreignBit { tests.append((jumpAtLeast, 0x4000_0000)) }
    tests += calls.map { (jumpEqual, $0) }
    let count = 3 + tests.count + 2
    var instructions = [
      Instruction(code: load, jumpTrue: 0, jumpFalse: 0, value: 4),
      Instruction(code: jumpEqual, jumpTrue: 0, jumpFalse: UInt8(count - 3), value: arch),
      Instruction(code: load, jumpTrue: 0, jumpFalse: 0, value: 0),
    ]
    for test in tests {
      let toRefusal = UInt8(count - 1 - (instructions.count + 1))
      instructions.append(
        Instruction(code: test.code, jumpTrue: toRefusal, jumpFalse: 0, value: test.value))
    }
    instructions.append(Instruction(code: giveBack, jumpTrue: 0, jumpFalse: 0, value: allow))
    instructions.append(Instruction(code: giveBack, jumpTrue: 0, jumpFalse: 0, value: refuse))
    return instructions.flatMap { instruction in
      withUnsafeBytes(of: instruction.code.littleEndian, Array.init)
        + [instruction.jumpTrue, instruction.jumpFalse]
        + withUnsafeBytes(of: instruction.value.littleEndian, Array.init)
    }
  }
}
