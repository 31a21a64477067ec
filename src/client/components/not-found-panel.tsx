import { Link } from '@tanstack/react-router'
import { buttonClass } from './ui/button'

export function NotFoundPanel({
  title,
  linkText,
  to,
}: {
  title: string
  linkText: string
  to: string
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Link to={to} className={`${buttonClass('primary')} mt-6`}>
        {linkText}
      </Link>
    </section>
  )
}
