import Widgets

/// A data source over an array of titles, that lets rows be deleted.
@MainActor
final class RowsSource: TableViewDataSource {
    var titles: [String]
    var deletable = true

    init(_ titles: [String]) {
        self.titles = titles
    }

    func numberOfRows(in tableView: TableView) -> Int { titles.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: titles[row], detail: "#\(row)")
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { deletable }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        titles.remove(at: row)
        tableView.deleteRows(at: [row])
    }
}

@MainActor
final class SelectionRecorder: TableViewDelegate {
    var rows: [Int] = []
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { rows.append(row) }
}
