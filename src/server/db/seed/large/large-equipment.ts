import { dealerEquipment, EQUIPMENT_STATUSES } from '#server/db/schema/dealers'
import { equipmentMaintenancePlans, equipmentServiceEntries } from '#server/db/schema/equipment-service'
import { addDays, nextDueDate, todayIso } from '#server/modules/equipment/maintenance-schedule'
import { batchInserter, type LargeSeedContext, type LargeSeedPeople } from './large-seed-context.ts'

// 10,000 equipment items, each with a maintenance plan (due dates from the product's one rule) and
// a service entry or two, spread over the dealers.

const MODELS = [
  { model: 'OptiFlash Pro 3', code: 'OFP3', type: 'ECU programmer', interval: 180 },
  { model: 'PowerDyno 4-800', code: 'PD4', type: 'Dynamometer', interval: 90 },
  { model: 'DiagMaster X7', code: 'DMX7', type: 'Diagnostic tool', interval: 365 },
  { model: 'EmissionCheck 500', code: 'EC500', type: 'Emission analyser', interval: 365 },
] as const
const SERVICES = [
  'Firmware update',
  'Roller calibration',
  'Annual gas calibration',
  'Cable check',
  'Display replaced',
]

export async function seedLargeEquipment(ctx: LargeSeedContext, people: LargeSeedPeople) {
  const started = Date.now()
  const random = ctx.random('equipment')
  const today = todayIso(ctx.baseDate)
  const technicians = people.idsByRole.get('technical_specialist') ?? []
  const items = batchInserter(ctx.db, dealerEquipment)
  const plans = batchInserter(ctx.db, equipmentMaintenancePlans, [items])
  const services = batchInserter(ctx.db, equipmentServiceEntries, [items])
  for (let i = 0; i < ctx.volumes.equipment; i++) {
    const kind = random.pick(MODELS)
    const id = random.uuid()
    const deliveryDate = addDays(today, -random.int(30, 365 * 4))
    const createdAt = new Date(`${deliveryDate}T09:00:00Z`)
    await items.add({
      id,
      dealerId: people.dealerIds[i % people.dealerIds.length],
      model: kind.model,
      serialNumber: `L-${kind.code}-${String(i + 1).padStart(6, '0')}`,
      equipmentType: kind.type,
      status: random.chance(0.8) ? 'active' : random.pick(EQUIPMENT_STATUSES),
      deliveryDate,
      createdAt,
      updatedAt: createdAt,
    })
    let lastServiceDate: string | null = null
    for (let n = random.int(0, 2); n > 0; n--) {
      const serviceDate = addDays(today, -random.int(1, kind.interval * 2))
      if (!lastServiceDate || serviceDate > lastServiceDate) lastServiceDate = serviceDate
      await services.add({
        id: random.uuid(),
        equipmentId: id,
        serviceDate,
        description: random.pick(SERVICES),
        performedBy: `${random.pick(['Ola', 'Erik', 'Mads', 'Aino'])} (workshop)`,
        recordedBy: technicians.length > 0 ? random.pick(technicians) : null,
        createdAt: new Date(`${serviceDate}T12:00:00Z`),
        updatedAt: new Date(`${serviceDate}T12:00:00Z`),
      })
    }
    await plans.add({
      id: random.uuid(),
      equipmentId: id,
      intervalDays: kind.interval,
      lastServiceDate,
      nextDueDate: nextDueDate({
        intervalDays: kind.interval,
        lastServiceDate,
        deliveryDate,
        planStartDate: deliveryDate,
      }),
      createdAt,
      updatedAt: createdAt,
    })
  }
  const count = await items.done()
  await plans.done()
  const serviceCount = await services.done()
  ctx.report('equipment (+ plans)', count, started)
  ctx.report('equipment service entries', serviceCount, started)
}
