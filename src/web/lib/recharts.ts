import { setAutoFreeze } from 'immer'

// The charts' one way to reach recharts (decision 021). Recharts keeps its state in a Redux Toolkit
// store, whose immer freezes everything put into it, the chart's elements included; Preact writes
// its bookkeeping onto the elements it renders, so a frozen one fails the render ("Cannot assign to
// read only property '__'"). The store is recharts' own and never shared, so freezing guards nothing
// here.
setAutoFreeze(false)

export * from 'recharts'
