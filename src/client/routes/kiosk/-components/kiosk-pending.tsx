import { kioskText } from './kiosk-ui'

export function KioskPending({ label }: { label: string }) {
  return (
    <div
      role="status"
      className={`flex flex-1 items-center justify-center p-8 text-slate-300 ${kioskText.large}`}
    >
      {label}
    </div>
  )
}
