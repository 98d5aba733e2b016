#if canImport(Glibc)
@preconcurrency import Glibc

/// Writes where a crashing program was — the faulting instruction and the return addresses
/// of the stack, relative to the program's load address — as one line on standard error,
/// for the grader to turn into the student's file and line outside the jail.
///
/// Swift's own message names the standard library's line for most traps (an index out of
/// range is `Swift/ContiguousArrayBuffer.swift:692`); the student's line is further up the
/// stack. The handler only writes and re-raises the signal, so the program still dies of it
/// and the grader sees the same ending. The line is written by the student's own process:
/// the grader trusts it for nothing but the wording of that student's crash message.
enum CrashFrames {
  /// What the line starts with (``marker`` `pc` `frame`…, hexadecimal).
  static let marker = "swift-tutor-crash-frames"

  typealias Backtrace =
    @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
  typealias AddressInfo =
    @convention(c) (UnsafeRawPointer?, UnsafeMutablePointer<UnsafeRawPointer?>?) -> Int32

  /// The most frames written.
  static let depth = 64

  // Set once by `install`, before any student code; read by the handler only.
  nonisolated(unsafe) private static var capture: Backtrace?
  nonisolated(unsafe) private static var addressInfo: AddressInfo?
  nonisolated(unsafe) private static var base: UInt = 0
  nonisolated(unsafe) private static var frames = UnsafeMutablePointer<
    UnsafeMutableRawPointer?
  >.allocate(capacity: depth)
  nonisolated(unsafe) private static var line = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 64 + 17 * (depth + 1))

  /// Installs the handler for the signals a trap or a bad access raises; `image` is an
  /// address inside the program (its `#dsohandle`), whose load address the frames are
  /// written relative to; nil writes them as they are (the live session's host, whose inputs
  /// are libraries of their own: ``CrashImages`` writes where each was loaded).
  static func install(image: UnsafeRawPointer?) {
    // glibc's `backtrace` and `dladdr` are not in Swift's Glibc module (they need
    // _GNU_SOURCE); both are in libc itself, so the program's own handle finds them.
    let program = dlopen(nil, RTLD_NOW)
    guard let backtrace = dlsym(program, "backtrace"), let lookup = dlsym(program, "dladdr")
    else { return }
    addressInfo = unsafeBitCast(lookup, to: AddressInfo.self)
    if let image {
      guard let found = loadBase(of: image) else { return }
      base = found
    }
    _ = marker.utf8.count  // a static's first use allocates: not in the handler
    capture = unsafeBitCast(backtrace, to: Backtrace.self)
    _ = capture?(frames, 1)  // loads the unwinder now, not inside the handler
    var stack = stack_t()
    stack.ss_size = 1 << 16
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
    sigaltstack(&stack, nil)  // a stack overflow's handler needs a stack of its own
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { signal, _, context in
      CrashFrames.report(context)
      raise(signal)  // pending until the handler returns, then the default: the same death
    }
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | Int32(bitPattern: SA_RESETHAND)
    // SIGABRT too: a failed `as!` aborts (the runtime's words, without a `Fatal error` line).
    for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
      sigaction(signal, &action, nil)
    }
  }

  /// The load address of the image (program or library) `address` lies in.
  static func loadBase(of address: UnsafeRawPointer) -> UInt? {
    var info = [UnsafeRawPointer?](repeating: nil, count: 4)  // Dl_info: 4 pointers
    guard let addressInfo, addressInfo(address, &info) != 0 else { return nil }
    return UInt(bitPattern: info[1])
  }

  /// Writes the line; only async-signal-safe calls (the unwinder was loaded by `install`).
  private static func report(_ context: UnsafeMutableRawPointer?) {
    guard let capture else { return }
    let count = Int(capture(frames, Int32(depth)))
    var length = 0
    func put(_ byte: UInt8) {
      line[length] = byte
      length += 1
    }
    func put(hex value: UInt) {
      put(32)
      var shift = UInt.bitWidth - 4
      while shift > 0 && (value >> UInt(shift)) == 0 { shift -= 4 }
      while true {
        let digit = UInt8((value >> UInt(shift)) & 0xF)
        put(digit < 10 ? 48 + digit : 87 + digit)
        if shift == 0 { break }
        shift -= 4
      }
    }
    put(10)
    for byte in marker.utf8 { put(byte) }
    put(hex: programCounter(context) &- base)
    for index in 0..<count { put(hex: UInt(bitPattern: frames[index]) &- base) }
    put(10)
    _ = write(2, line, length)
    CrashImages.report()
  }

  /// The faulting instruction's address: it is exact, where every other frame is a return
  /// address (the instruction after a call).
  private static func programCounter(_ context: UnsafeMutableRawPointer?) -> UInt {
    guard let context = context?.assumingMemoryBound(to: ucontext_t.self) else { return 0 }
    #if arch(x86_64)
    return UInt(bitPattern: Int(context.pointee.uc_mcontext.gregs.16))  // REG_RIP
    #elseif arch(arm64)
    return UInt(context.pointee.uc_mcontext.pc)
    #else
    return 0
    #endif
  }
}
#endif

// swift-format-ignore: AlwaysUseLowerCamelCase
// Generated code calls this name; the underscores keep it out of a learner's way.
/// Installs ``CrashFrames``' handler for the program `image` lies in (the caller's, by
/// default); does nothing where it has no handler. Called by generated code only.
public func __tutorInstallCrashFrames(image: UnsafeRawPointer = #dsohandle) {
  #if canImport(Glibc)
  CrashFrames.install(image: image)
  #endif
}
