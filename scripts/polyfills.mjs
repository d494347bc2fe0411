// Node 20 lacks Map.groupBy / Object.groupBy, which some tools (vitest 5's reporter) call.
if (typeof Map.groupBy !== "function") {
  Map.groupBy = (items, key) => {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!map.has(k)) map.set(k, []);
      map.get(k).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== "function") {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
