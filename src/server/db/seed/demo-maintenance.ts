import { and, eq } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { dealerEquipment } from '#server/db/schema/dealers'
import { equipmentMaintenancePlans, equipmentServiceEntries } from '#server/db/schema/equipment-service'
import { addDays, laterDate, nextDueDate, todayIso } from '#server/modules/equipment/maintenance-schedule'

// Demo maintenance plans and service logs for the seeded equipment (issue 8), so Service Schedules
// and Maintenance show real rows after `npm start`: some overdue, some due within 30 days, some
// later. Dates are relative to the day of seeding.

interface DemoService {
  daysAgo: number
  description: string
  performedBy: string
}

interface DemoMaintenance {
  /** The seeded item (DEMO_DEALERS equipment). */
  serialNumber: string
  intervalDays: number
  notes?: string
  services: DemoService[]
}

export const DEMO_MAINTENANCE: DemoMaintenance[] = [
  {
    serialNumber: 'OFP3-2024-00117',
    intervalDays: 180,
    notes: 'Firmware and cable check every six months.',
    services: [
      { daysAgo: 170, description: 'Firmware 3.4 installed, OBD cable tested', performedBy: 'Ola Hansen' },
    ],
  },
  {
    serialNumber: 'PD4-800-2023-0042',
    intervalDays: 90,
    notes: 'Roller calibration and load-cell check.',
    services: [
      { daysAgo: 190, description: 'Roller calibration', performedBy: 'Nordic Tuning Oslo workshop' },
      { daysAgo: 96, description: 'Roller calibration, belt tension adjusted', performedBy: 'Ola Hansen' },
    ],
  },
  {
    serialNumber: 'DMX7-24-118305',
    intervalDays: 365,
    services: [
      { daysAgo: 12, description: 'Display replaced under warranty', performedBy: 'Service centre Oslo' },
    ],
  },
  {
    serialNumber: 'EC500-22-00981',
    intervalDays: 365,
    notes: 'Annual gas calibration (required for certification).',
    services: [{ daysAgo: 352, description: 'Annual gas calibration', performedBy: 'Kalibrering Norge' }],
  },
  {
    serialNumber: 'PD2-600-2022-0017',
    intervalDays: 90,
    services: [{ daysAgo: 64, description: 'Roller calibration', performedBy: 'Erik Lindqvist' }],
  },
  {
    serialNumber: 'OFP3-2024-00263',
    intervalDays: 180,
    services: [{ daysAgo: 35, description: 'Firmware 3.4 installed', performedBy: 'Erik Lindqvist' }],
  },
  {
    serialNumber: 'PD4-800-2024-0071',
    intervalDays: 90,
    notes: 'Out of use until the load cell is replaced.',
    services: [
      { daysAgo: 103, description: 'Load-cell drift found, part ordered', performedBy: 'Mads Jensen' },
    ],
  },
  {
    serialNumber: 'EC500-24-01422',
    intervalDays: 365,
    services: [{ daysAgo: 340, description: 'Annual gas calibration', performedBy: 'Mads Jensen' }],
  },
]

/** Idempotent: a plan is added only to an item without one, a service only when not logged yet. */
export async function seedDemoMaintenance(tx: Executor, recordedBy: string) {
  const today = todayIso()
  for (const demo of DEMO_MAINTENANCE) {
    const [item] = await tx
      .select({ id: dealerEquipment.id, deliveryDate: dealerEquipment.deliveryDate })
      .from(dealerEquipment)
      .where(eq(dealerEquipment.serialNumber, demo.serialNumber))
    if (!item) continue
    let lastServiceDate: string | null = null
    for (const service of demo.services) {
      const serviceDate = addDays(today, -service.daysAgo)
      lastServiceDate = laterDate(lastServiceDate, serviceDate)
      const [logged] = await tx
        .select({ id: equipmentServiceEntries.id })
        .from(equipmentServiceEntries)
        .where(
          and(
            eq(equipmentServiceEntries.equipmentId, item.id),
            eq(equipmentServiceEntries.description, service.description),
          ),
        )
      if (logged) continue
      await tx.insert(equipmentServiceEntries).values({
        equipmentId: item.id,
        serviceDate,
        description: service.description,
        performedBy: service.performedBy,
        recordedBy,
      })
    }
    await tx
      .insert(equipmentMaintenancePlans)
      .values({
        equipmentId: item.id,
        intervalDays: demo.intervalDays,
        notes: demo.notes ?? null,
        lastServiceDate,
        nextDueDate: nextDueDate({
          intervalDays: demo.intervalDays,
          lastServiceDate,
          deliveryDate: item.deliveryDate,
          planStartDate: today,
        }),
      })
      .onConflictDoNothing({ target: equipmentMaintenancePlans.equipmentId })
  }
}
