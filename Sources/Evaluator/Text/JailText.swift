import LessonKit
import TutorSupport

extension JailProblem {
  /// What is missing and how to fix it, in `language`.
  public func message(_ language: Language) -> String {
    let fixes = Phrase(
      en: "Install bubblewrap (`sudo apt-get install bubblewrap`, or `make deps`); where the"
        + " kernel refuses user namespaces to ordinary users (Ubuntu 24.04's"
        + " `kernel.apparmor_restrict_unprivileged_userns=1`, or"
        + " `kernel.unprivileged_userns_clone=0`), run with sudo or allow them with sysctl."
        + " Only for code you trust: `--no-jail`.",
      zh: "请安装 bubblewrap（`sudo apt-get install bubblewrap`，或 `make deps`）；如果内核不允许"
        + "普通用户创建用户命名空间（Ubuntu 24.04 的 `kernel.apparmor_restrict_unprivileged_userns=1`，"
        + "或 `kernel.unprivileged_userns_clone=0`），请用 sudo 运行，或用 sysctl 放开。"
        + "只有你信任的代码才可以用 `--no-jail`。"
    ).text(language)
    let what: Phrase
    switch self {
    case .noBubblewrap:
      what = Phrase(
        en: "cannot jail student programs: bubblewrap (`bwrap`) is not installed.",
        zh: "无法把学生程序关进沙箱：没有安装 bubblewrap（`bwrap`）。")
    case .namespacesRefused(let detail):
      what = Phrase(
        en: "cannot jail student programs: the kernel refuses the namespaces bwrap needs"
          + " (\(detail)).",
        zh: "无法把学生程序关进沙箱：内核拒绝了 bwrap 需要的命名空间（\(detail)）。")
    case .failed(let detail):
      what = Phrase(
        en: "cannot jail student programs: bwrap failed (\(detail)).",
        zh: "无法把学生程序关进沙箱：bwrap 运行失败（\(detail)）。")
    }
    return what.text(language) + " " + fixes
  }

  /// The one line the REPL and `eval` say when they run the student's own code without a
  /// jail.
  public func unjailedNotice(_ language: Language) -> String {
    Phrase(
      en: "note: no jail here (bubblewrap missing or refused); your code runs with limits only.",
      zh: "提示：这里没有沙箱（缺少 bubblewrap 或被拒绝），你的代码只在资源限制下运行。"
    ).text(language)
  }
}
