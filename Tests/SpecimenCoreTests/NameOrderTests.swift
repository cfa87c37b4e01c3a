import SpecimenCore
import Testing

/// Names sorted where a source gives no order: numbers in them as numbers.
@Suite struct NameOrderTests {
  @Test func numberedNamesSortAsNumbers() {
    let names = ["size/10", "size/2", "size/1", "size/unit", "size/0", "size/22", "size/11"]
    #expect(names.sortedAsNames() == ["size/0", "size/1", "size/2", "size/10", "size/11", "size/22", "size/unit"])
    #expect(["gray/900", "gray/1000", "gray/50"].sortedAsNames() == ["gray/50", "gray/900", "gray/1000"])
    #expect(["scale-10", "scale-09", "scale-1"].sortedAsNames() == ["scale-1", "scale-09", "scale-10"])
  }

  @Test func theOrderIsTotalAndTheSameEveryTime() {
    // Equal as numbers, apart as text: the plain order decides, whichever way they come in.
    #expect(["1", "01"].sortedAsNames() == ["01", "1"])
    #expect(["01", "1"].sortedAsNames() == ["01", "1"])
    #expect(["a", "a1", "a/1", "A"].sortedAsNames() == ["A", "a", "a/1", "a1"])
    #expect(NameOrder.precedes(["color", "2"], ["color", "10"]))
    #expect(!NameOrder.precedes(["color", "10"], ["color", "2"]))
    #expect(NameOrder.precedes(["color"], ["color", "2"]))
  }
}
