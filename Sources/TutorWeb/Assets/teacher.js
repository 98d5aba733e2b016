// The teacher's view (/teacher): refreshes the class table every few seconds from
// /api/teacher/class. Every name a student typed is set as text, never as HTML.
(function () {
  "use strict";
  if (document.body.dataset.page !== "teacher") return;
  const table = document.getElementById("class");
  if (!table) return;
  const T = JSON.parse(document.getElementById("teacher-texts").textContent);
  const fill = (text, args) =>
    text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));

  function cellText(cell) {
    if (!cell) return T.notStarted;
    if (cell.state === "failing") return fill(T.failing, { passed: cell.passed, count: cell.count });
    return T[cell.state] || T.opened;
  }

  function td(text, className) {
    const node = document.createElement("td");
    if (className) node.className = className;
    node.textContent = text;
    return node;
  }

  // A cell: its state, then what it took (Checks, hints, minutes to the first pass).
  function exerciseCell(cell) {
    const node = td(cellText(cell), cell ? cell.state : "none");
    if (!cell) return node;
    const details = [["checks", cell.checks], ["hints", cell.hints], ["minutes", cell.minutesToPass]]
      .filter((pair) => pair[1] !== undefined && pair[1] !== null)
      .map((pair) => fill(T[pair[0]], { count: pair[1] }));
    if (details.length > 0) {
      node.appendChild(document.createElement("br"));
      const small = document.createElement("small");
      small.textContent = details.join(" · ");
      node.appendChild(small);
    }
    return node;
  }

  function time(seconds) {
    if (seconds === undefined || seconds === null) return "";
    const date = new Date(seconds * 1000);
    const two = (n) => String(n).padStart(2, "0");
    // With its offset, as the server writes it (the browser's zone may not be the server's).
    const east = -date.getTimezoneOffset();
    const offset = (east < 0 ? "-" : "+") + two(Math.floor(Math.abs(east) / 60)) + ":" +
      two(Math.abs(east) % 60);
    return date.getFullYear() + "-" + two(date.getMonth() + 1) + "-" + two(date.getDate()) +
      " " + two(date.getHours()) + ":" + two(date.getMinutes()) + ":" + two(date.getSeconds()) +
      " " + offset;
  }

  function render(data) {
    const body = document.createElement("tbody");
    for (const student of data.students) {
      const row = document.createElement("tr");
      const name = document.createElement("td");
      const link = document.createElement("a");
      link.href = "/teacher/student/" + encodeURIComponent(student.id) + "?lang=" +
        encodeURIComponent(T.lang);
      link.textContent = student.name || T.noName;
      name.appendChild(link);
      row.appendChild(name);
      row.appendChild(td(String(student.hints), "num"));
      row.appendChild(td(student.solutionsSeen.join(", ")));
      row.appendChild(td(time(student.lastActivity)));
      for (const exercise of data.exercises) {
        row.appendChild(exerciseCell(student.cells[exercise.id]));
      }
      body.appendChild(row);
    }
    table.replaceChild(body, table.tBodies[0]);
    document.getElementById("no-students").hidden = data.students.length > 0;
  }

  async function refresh() {
    try {
      const scope = T.exercises ? "&exercises=" + encodeURIComponent(T.exercises) : "";
      const response = await fetch("/api/teacher/class?lang=" + encodeURIComponent(T.lang) + scope);
      if (response.ok) render(await response.json());
    } catch (ignored) {
      // The next refresh tries again.
    }
  }

  setInterval(refresh, 5000);
})();
